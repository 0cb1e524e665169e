ALTER TABLE "apps" ADD COLUMN "host" text;--> statement-breakpoint
-- Every lender so far served Thai borrowers (baht, Thai banks and provinces, the Thai ID).
ALTER TABLE "companies" ADD COLUMN "market" text NOT NULL DEFAULT 'TH';--> statement-breakpoint
ALTER TABLE "companies" ALTER COLUMN "market" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "id_type" text;--> statement-breakpoint
ALTER TABLE "apps" ADD CONSTRAINT "apps_host_unique" UNIQUE("host");--> statement-breakpoint
UPDATE "users" SET "id_type" = 'th_national_id' WHERE "identity" IS NOT NULL AND "company_id" IN (SELECT "id" FROM "companies" WHERE "market" = 'TH');--> statement-breakpoint
-- Phone numbers to E.164. Until now a number was stored as typed under one national rule:
-- 0 and 9 digits is Thai (+66), 0 and 10 digits is Philippine (+63), the rule this replaces
-- (docs/decisions/0002-phone-number-rule.md). Anything else stays as it was, so nothing is lost.
UPDATE "users" SET "mobile" = '+66' || substr("mobile", 2) WHERE "mobile" ~ '^0[0-9]{9}$';--> statement-breakpoint
UPDATE "users" SET "mobile" = '+63' || substr("mobile", 2) WHERE "mobile" ~ '^0[0-9]{10}$';--> statement-breakpoint
UPDATE "emergency_contacts" SET "mobile" = '+66' || substr("mobile", 2) WHERE "mobile" ~ '^0[0-9]{9}$';--> statement-breakpoint
UPDATE "emergency_contacts" SET "mobile" = '+63' || substr("mobile", 2) WHERE "mobile" ~ '^0[0-9]{10}$';--> statement-breakpoint
UPDATE "sms_codes" SET "mobile" = '+66' || substr("mobile", 2) WHERE "mobile" ~ '^0[0-9]{9}$';--> statement-breakpoint
UPDATE "sms_codes" SET "mobile" = '+63' || substr("mobile", 2) WHERE "mobile" ~ '^0[0-9]{10}$';--> statement-breakpoint
UPDATE "sandbox_sms" SET "mobile" = '+66' || substr("mobile", 2) WHERE "mobile" ~ '^0[0-9]{9}$';--> statement-breakpoint
UPDATE "sandbox_sms" SET "mobile" = '+63' || substr("mobile", 2) WHERE "mobile" ~ '^0[0-9]{10}$';
