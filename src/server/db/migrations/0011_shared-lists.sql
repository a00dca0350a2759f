CREATE TABLE "shared_list_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"list_id" text NOT NULL,
	"position" integer NOT NULL,
	"item_id" integer NOT NULL,
	"name" text NOT NULL,
	"brand" text NOT NULL,
	"unit" text NOT NULL,
	"quantity" integer NOT NULL,
	"notes" text,
	CONSTRAINT "shared_list_items_quantity_check" CHECK ("shared_list_items"."quantity" between 1 and 99)
);
--> statement-breakpoint
CREATE TABLE "shared_lists" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"title" text NOT NULL,
	"description" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "shared_list_items" ADD CONSTRAINT "shared_list_items_list_id_shared_lists_id_fk" FOREIGN KEY ("list_id") REFERENCES "public"."shared_lists"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shared_lists" ADD CONSTRAINT "shared_lists_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "shared_list_items_list_idx" ON "shared_list_items" USING btree ("list_id","position");--> statement-breakpoint
CREATE INDEX "shared_lists_user_created_idx" ON "shared_lists" USING btree ("user_id","created_at");