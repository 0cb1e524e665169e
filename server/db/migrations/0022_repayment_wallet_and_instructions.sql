ALTER TABLE "repayments" ADD COLUMN "wallet" text;--> statement-breakpoint
ALTER TABLE "repayments" ADD COLUMN "instructions" jsonb;