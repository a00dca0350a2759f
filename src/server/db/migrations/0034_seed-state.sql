CREATE TABLE "seed_state" (
	"id" boolean PRIMARY KEY DEFAULT true NOT NULL,
	"estimates_digest" text NOT NULL,
	CONSTRAINT "seed_state_single_row" CHECK ("seed_state"."id")
);
