CREATE TABLE "substitution_choices" (
	"user_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"substitution" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "substitution_choices_user_id_product_id_pk" PRIMARY KEY("user_id","product_id")
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "revision" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "amended_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "change_key" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "change_claimed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "substitution_choices" ADD CONSTRAINT "substitution_choices_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "substitution_choices" ADD CONSTRAINT "substitution_choices_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;