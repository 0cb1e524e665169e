ALTER TABLE "repayments" ADD COLUMN "bank" text;--> statement-breakpoint
ALTER TABLE "repayments" ADD COLUMN "counter" text;