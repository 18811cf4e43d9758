ALTER TABLE "products" ADD COLUMN "was_price_pence" integer;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "was_until" timestamp with time zone;