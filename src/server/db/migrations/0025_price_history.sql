CREATE TABLE "catalogue_version" (
	"id" integer PRIMARY KEY NOT NULL,
	"version" bigint NOT NULL,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "price_changes" (
	"id" serial PRIMARY KEY NOT NULL,
	"product_id" integer NOT NULL,
	"price_pence" integer NOT NULL,
	"discount_percent" integer DEFAULT 0 NOT NULL,
	"multibuy_quantity" integer,
	"multibuy_price_pence" integer,
	"available" boolean NOT NULL,
	"valid_from" timestamp with time zone NOT NULL,
	"valid_to" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "price_alerts_sent" (
	"user_id" integer NOT NULL,
	"day" date NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "price_alerts_sent_user_id_day_pk" PRIMARY KEY("user_id","day")
);
--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "multibuy_quantity" integer;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "multibuy_price_pence" integer;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "chain_code" text;--> statement-breakpoint
ALTER TABLE "cart_items" ADD COLUMN "added_price_pence" integer;--> statement-breakpoint
ALTER TABLE "price_changes" ADD CONSTRAINT "price_changes_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "price_alerts_sent" ADD CONSTRAINT "price_alerts_sent_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "price_changes_product_idx" ON "price_changes" USING btree ("product_id","valid_from");--> statement-breakpoint
CREATE UNIQUE INDEX "price_changes_open_idx" ON "price_changes" USING btree ("product_id") WHERE "price_changes"."valid_to" IS NULL;--> statement-breakpoint
CREATE INDEX "price_changes_from_idx" ON "price_changes" USING btree ("valid_from");--> statement-breakpoint
CREATE UNIQUE INDEX "products_chain_code_idx" ON "products" USING btree ("store_id","chain_code");--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_multibuy" CHECK (("products"."multibuy_quantity" IS NULL) = ("products"."multibuy_price_pence" IS NULL) AND "products"."multibuy_quantity" BETWEEN 2 AND 20 AND "products"."multibuy_price_pence" > 0);--> statement-breakpoint
INSERT INTO "catalogue_version" ("id", "version") VALUES (1, 0) ON CONFLICT DO NOTHING;--> statement-breakpoint
UPDATE "products" AS p SET "chain_code" = upper(left(s."slug", 3)) || '-' || lpad(p."id"::text, 6, '0') FROM "stores" AS s WHERE s."id" = p."store_id" AND p."chain_code" IS NULL;--> statement-breakpoint
INSERT INTO "price_changes" ("product_id", "price_pence", "discount_percent", "available", "valid_from")
  SELECT "id", "price_pence", "discount_percent", "available", now() FROM "products";
