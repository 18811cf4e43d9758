ALTER TABLE "product_review_reports" ADD COLUMN "counted" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "store_review_reports" ADD COLUMN "counted" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "product_reviews" ADD CONSTRAINT "product_reviews_moderation_status" CHECK ("product_reviews"."moderation_status" IN ('approved', 'pending', 'removed'));--> statement-breakpoint
ALTER TABLE "store_reviews" ADD CONSTRAINT "store_reviews_moderation_status" CHECK ("store_reviews"."moderation_status" IN ('approved', 'pending', 'removed'));