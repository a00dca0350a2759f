CREATE TABLE "favorites" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"item_id" integer NOT NULL,
	"frequency" text DEFAULT 'weekly' NOT NULL,
	"notes" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "favorites_frequency_check" CHECK ("favorites"."frequency" in ('daily', 'weekly', 'monthly')),
	CONSTRAINT "favorites_notes_length_check" CHECK (char_length("favorites"."notes") <= 500)
);
--> statement-breakpoint
CREATE TABLE "recurring_order_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"item_id" integer NOT NULL,
	"quantity" integer NOT NULL,
	CONSTRAINT "recurring_order_items_quantity_check" CHECK ("recurring_order_items"."quantity" between 1 and 99)
);
--> statement-breakpoint
CREATE TABLE "recurring_orders" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"frequency" text NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"anchor_at" timestamp with time zone NOT NULL,
	"next_order_at" timestamp with time zone NOT NULL,
	"last_run_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "recurring_orders_frequency_check" CHECK ("recurring_orders"."frequency" in ('weekly', 'monthly'))
);
--> statement-breakpoint
ALTER TABLE "favorites" ADD CONSTRAINT "favorites_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "favorites" ADD CONSTRAINT "favorites_item_id_grocery_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."grocery_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recurring_order_items" ADD CONSTRAINT "recurring_order_items_order_id_recurring_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."recurring_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recurring_order_items" ADD CONSTRAINT "recurring_order_items_item_id_grocery_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."grocery_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recurring_orders" ADD CONSTRAINT "recurring_orders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "favorites_user_item_key" ON "favorites" USING btree ("user_id","item_id");--> statement-breakpoint
CREATE UNIQUE INDEX "recurring_order_items_order_item_key" ON "recurring_order_items" USING btree ("order_id","item_id");--> statement-breakpoint
CREATE INDEX "recurring_orders_user_idx" ON "recurring_orders" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "recurring_orders_due_idx" ON "recurring_orders" USING btree ("next_order_at") WHERE "recurring_orders"."is_active";