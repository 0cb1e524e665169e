-- Issue 41: the market days whose written portfolio figures late data changed, recomputed by a
-- job (docs/portfolio-figures.md, "Late data"), and the client address of a staff action in the
-- audit log.
CREATE TABLE "portfolio_stale_days" (
	"company_id" integer NOT NULL,
	"day" date NOT NULL,
	"generation" integer DEFAULT 1 NOT NULL,
	"marked_at" timestamp with time zone NOT NULL,
	CONSTRAINT "portfolio_stale_days_company_id_day_pk" PRIMARY KEY("company_id","day")
);
--> statement-breakpoint
ALTER TABLE "audit_log" ADD COLUMN "client_address" text;
--> statement-breakpoint
CREATE INDEX "audit_log_client_address" ON "audit_log" USING btree ("client_address","id");
