CREATE TABLE "ledger_balance_days" (
	"company_id" integer NOT NULL,
	"day" date NOT NULL,
	"written_at" timestamp with time zone NOT NULL,
	CONSTRAINT "ledger_balance_days_company_id_day_pk" PRIMARY KEY("company_id","day")
);
--> statement-breakpoint
CREATE TABLE "ledger_balances_daily" (
	"company_id" integer NOT NULL,
	"day" date NOT NULL,
	"account" text NOT NULL,
	"balance_minor" bigint NOT NULL,
	CONSTRAINT "ledger_balances_daily_company_id_day_account_pk" PRIMARY KEY("company_id","day","account")
);
--> statement-breakpoint
ALTER TABLE "ledger_balance_days" ADD CONSTRAINT "ledger_balance_days_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_balances_daily" ADD CONSTRAINT "ledger_balances_daily_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;