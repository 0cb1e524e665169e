CREATE TABLE "sandbox_payment_transactions" (
	"id" text PRIMARY KEY NOT NULL,
	"reference" text NOT NULL,
	"amount_minor" bigint NOT NULL,
	"currency" text NOT NULL,
	"status" text NOT NULL,
	"paid_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "apps" ADD COLUMN "limit_growth" jsonb;--> statement-breakpoint
ALTER TABLE "apps" ADD COLUMN "due_day_choice" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "due_day" jsonb;--> statement-breakpoint
CREATE INDEX "sandbox_payment_transactions_reference" ON "sandbox_payment_transactions" USING btree ("reference");--> statement-breakpoint
CREATE INDEX "sandbox_payment_transactions_paid" ON "sandbox_payment_transactions" USING btree ("paid_at");