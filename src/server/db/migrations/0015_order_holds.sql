CREATE TABLE "payment_ledger" (
	"id" serial PRIMARY KEY NOT NULL,
	"authorisation_id" text NOT NULL,
	"kind" text NOT NULL,
	"amount_pence" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_ledger_amount_nonnegative" CHECK ("payment_ledger"."amount_pence" >= 0)
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "authorised_pence" integer;--> statement-breakpoint
-- Orders placed before holds authorised exactly their total.
UPDATE "orders" SET "authorised_pence" = "total_pence";--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "authorised_pence" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "payment_ledger" ADD CONSTRAINT "payment_ledger_authorisation_id_payment_authorisations_id_fk" FOREIGN KEY ("authorisation_id") REFERENCES "public"."payment_authorisations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payment_ledger_authorisation_idx" ON "payment_ledger" USING btree ("authorisation_id");--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_authorised_covers_total" CHECK ("orders"."authorised_pence" >= "orders"."total_pence");