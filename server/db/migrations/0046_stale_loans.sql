-- The loans late data touched, so that the recompute job rewrites only their rows of each later
-- written day (late-data.ts) instead of the whole book each day (2–4 minutes a day at a million
-- borrowers, bench/backoffice-report.md).
CREATE TABLE "portfolio_stale_loans" (
	"company_id" integer NOT NULL,
	"order_id" integer NOT NULL,
	"day" date NOT NULL,
	"generation" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "portfolio_stale_loans_company_id_order_id_pk" PRIMARY KEY("company_id","order_id")
);
--> statement-breakpoint
-- Days marked before: no loan names them, so their job rewrites the whole book as it did.
ALTER TABLE "portfolio_stale_days" ADD COLUMN "whole_book" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "portfolio_stale_days" ALTER COLUMN "whole_book" SET DEFAULT false;
