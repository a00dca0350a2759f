CREATE TABLE "chains" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"color" text NOT NULL,
	"logo" text NOT NULL,
	"website_url" text,
	"online_shopping_url" text,
	"search_url_template" text,
	"supports_online_ordering" boolean DEFAULT false NOT NULL,
	"is_budget" boolean DEFAULT false NOT NULL,
	"price_level_bps" integer DEFAULT 10000 NOT NULL,
	CONSTRAINT "chains_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "stores" (
	"id" serial PRIMARY KEY NOT NULL,
	"chain_id" integer NOT NULL,
	"source_id" text NOT NULL,
	"name" text NOT NULL,
	"address" text NOT NULL,
	"city" text NOT NULL,
	"state" text NOT NULL,
	"zip" text NOT NULL,
	"latitude" double precision NOT NULL,
	"longitude" double precision NOT NULL,
	CONSTRAINT "stores_source_id_unique" UNIQUE("source_id")
);
--> statement-breakpoint
CREATE TABLE "grocery_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"key" text NOT NULL,
	"name" text NOT NULL,
	"brand" text NOT NULL,
	"category" text NOT NULL,
	"unit" text NOT NULL,
	"size" double precision NOT NULL,
	"size_unit" text NOT NULL,
	"barcode" text,
	"search_text" text GENERATED ALWAYS AS (lower("grocery_items"."name" || ' ' || "grocery_items"."brand" || ' ' || "grocery_items"."category")) STORED NOT NULL,
	CONSTRAINT "grocery_items_key_unique" UNIQUE("key")
);
--> statement-breakpoint
CREATE TABLE "prices" (
	"id" serial PRIMARY KEY NOT NULL,
	"item_id" integer NOT NULL,
	"chain_id" integer NOT NULL,
	"store_id" integer,
	"cents" integer NOT NULL,
	"source" text NOT NULL,
	"observed_at" timestamp with time zone NOT NULL,
	CONSTRAINT "prices_cents_positive" CHECK ("prices"."cents" > 0)
);
--> statement-breakpoint
CREATE TABLE "cart_entries" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"item_id" integer NOT NULL,
	"quantity" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cart_entries_quantity_check" CHECK ("cart_entries"."quantity" between 1 and 99)
);
--> statement-breakpoint
ALTER TABLE "stores" ADD CONSTRAINT "stores_chain_id_chains_id_fk" FOREIGN KEY ("chain_id") REFERENCES "public"."chains"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prices" ADD CONSTRAINT "prices_item_id_grocery_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."grocery_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prices" ADD CONSTRAINT "prices_chain_id_chains_id_fk" FOREIGN KEY ("chain_id") REFERENCES "public"."chains"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prices" ADD CONSTRAINT "prices_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_entries" ADD CONSTRAINT "cart_entries_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_entries" ADD CONSTRAINT "cart_entries_item_id_grocery_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."grocery_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "stores_lat_lng_idx" ON "stores" USING btree ("latitude","longitude");--> statement-breakpoint
CREATE INDEX "stores_chain_idx" ON "stores" USING btree ("chain_id");--> statement-breakpoint
CREATE INDEX "grocery_items_search_trgm_idx" ON "grocery_items" USING gist ("search_text" gist_trgm_ops);--> statement-breakpoint
CREATE INDEX "grocery_items_name_idx" ON "grocery_items" USING btree ("name");--> statement-breakpoint
CREATE INDEX "grocery_items_category_idx" ON "grocery_items" USING btree ("category");--> statement-breakpoint
CREATE UNIQUE INDEX "prices_item_chain_store_source_key" ON "prices" USING btree ("item_id","chain_id",coalesce("store_id", 0),"source");--> statement-breakpoint
CREATE INDEX "prices_chain_item_idx" ON "prices" USING btree ("chain_id","item_id");--> statement-breakpoint
CREATE UNIQUE INDEX "cart_entries_user_item_key" ON "cart_entries" USING btree ("user_id","item_id");