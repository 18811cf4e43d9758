ALTER TABLE "products" ADD COLUMN "abv_percent" numeric(4, 2);--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "volume_ml" integer;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "active_ingredient" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "pack_count" integer;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "caffeine_mg_per_litre" integer;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_restricted_facts" CHECK ("products"."abv_percent" BETWEEN 0 AND 100 AND "products"."volume_ml" > 0 AND "products"."pack_count" > 0 AND "products"."caffeine_mg_per_litre" >= 0);