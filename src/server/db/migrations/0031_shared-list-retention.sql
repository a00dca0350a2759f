ALTER TABLE "shared_lists" ADD COLUMN "last_viewed_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
CREATE INDEX "shared_lists_last_viewed_idx" ON "shared_lists" USING btree ("last_viewed_at");--> statement-breakpoint
CREATE INDEX "shared_lists_deleted_created_idx" ON "shared_lists" USING btree ("created_at") WHERE "shared_lists"."deleted_at" is not null;