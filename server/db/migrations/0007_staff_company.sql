-- Staff belong to one lender now. Until now one lender ran the back office, company 1 (the
-- seed's first company): its existing staff keep working for it; new accounts name theirs.
ALTER TABLE "staff_users" ADD COLUMN "company_id" integer NOT NULL DEFAULT 1;--> statement-breakpoint
ALTER TABLE "staff_users" ALTER COLUMN "company_id" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "staff_users" ADD CONSTRAINT "staff_users_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;
