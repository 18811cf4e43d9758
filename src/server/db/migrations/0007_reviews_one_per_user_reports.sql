CREATE TABLE "product_review_reports" (
	"id" serial PRIMARY KEY NOT NULL,
	"review_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "store_review_reports" (
	"id" serial PRIMARY KEY NOT NULL,
	"review_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "product_review_reports" ADD CONSTRAINT "product_review_reports_review_id_product_reviews_id_fk" FOREIGN KEY ("review_id") REFERENCES "public"."product_reviews"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_review_reports" ADD CONSTRAINT "product_review_reports_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_review_reports" ADD CONSTRAINT "store_review_reports_review_id_store_reviews_id_fk" FOREIGN KEY ("review_id") REFERENCES "public"."store_reviews"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_review_reports" ADD CONSTRAINT "store_review_reports_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "product_review_reports_once_idx" ON "product_review_reports" USING btree ("review_id","user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "store_review_reports_once_idx" ON "store_review_reports" USING btree ("review_id","user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "product_reviews_user_product_idx" ON "product_reviews" USING btree ("user_id","product_id");--> statement-breakpoint
CREATE UNIQUE INDEX "store_reviews_user_store_idx" ON "store_reviews" USING btree ("user_id","store_id");