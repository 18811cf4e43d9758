ALTER TABLE "cart_items" ADD COLUMN "substitution" jsonb DEFAULT '{"kind":"best_match"}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "substitution" jsonb DEFAULT '{"kind":"best_match"}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "outcome" text;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "substitute_product_id" integer;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "substitute_name" text;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "substitute_store_id" integer;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "substitute_quantity" integer;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "substitute_price_pence" integer;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "outcome_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "outcome_by" integer;--> statement-breakpoint
ALTER TABLE "order_statuses" ADD COLUMN "store_id" integer;--> statement-breakpoint
ALTER TABLE "order_statuses" ADD COLUMN "actor_id" integer;--> statement-breakpoint
ALTER TABLE "payment_authorisations" ADD COLUMN "captured_pence" integer;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "role" text DEFAULT 'shopper' NOT NULL;--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_substitute_product_id_products_id_fk" FOREIGN KEY ("substitute_product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_substitute_store_id_stores_id_fk" FOREIGN KEY ("substitute_store_id") REFERENCES "public"."stores"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_outcome_by_users_id_fk" FOREIGN KEY ("outcome_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_statuses" ADD CONSTRAINT "order_statuses_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_statuses" ADD CONSTRAINT "order_statuses_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "orders_open_delivery_idx" ON "orders" USING btree ("estimated_delivery","id") WHERE "orders"."status" NOT IN ('Delivered', 'Cancelled');--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_outcome_known" CHECK ("order_items"."outcome" IS NULL OR "order_items"."outcome" IN ('picked', 'substituted', 'unavailable'));--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_substitute_complete" CHECK ("order_items"."outcome" IS DISTINCT FROM 'substituted' OR ("order_items"."substitute_product_id" IS NOT NULL AND "order_items"."substitute_quantity" >= 1 AND "order_items"."substitute_price_pence" >= 0));--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_role_known" CHECK ("users"."role" IN ('shopper', 'staff'));