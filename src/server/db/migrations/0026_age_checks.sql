ALTER TABLE "order_items" ADD COLUMN "refused_at_door" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "date_of_birth" date;