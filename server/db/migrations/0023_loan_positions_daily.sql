CREATE TABLE "loan_position_days" (
	"company_id" integer NOT NULL,
	"day" date NOT NULL,
	"written_at" timestamp with time zone NOT NULL,
	"positions_pruned_at" timestamp with time zone,
	CONSTRAINT "loan_position_days_company_id_day_pk" PRIMARY KEY("company_id","day")
);
--> statement-breakpoint
CREATE TABLE "loan_positions_daily" (
	"company_id" integer NOT NULL,
	"day" date NOT NULL,
	"order_id" integer NOT NULL,
	"app_id" integer NOT NULL,
	"disbursed_on" date NOT NULL,
	"principal" bigint NOT NULL,
	"paid_total" bigint NOT NULL,
	"outstanding" bigint NOT NULL,
	"dpd" integer NOT NULL,
	CONSTRAINT "loan_positions_daily_company_id_day_order_id_pk" PRIMARY KEY("company_id","day","order_id")
);
--> statement-breakpoint
CREATE TABLE "portfolio_flows_daily" (
	"company_id" integer NOT NULL,
	"day" date NOT NULL,
	"app_id" integer NOT NULL,
	"disbursed" bigint NOT NULL,
	"collected" bigint NOT NULL,
	"due" bigint NOT NULL,
	CONSTRAINT "portfolio_flows_daily_company_id_day_app_id_pk" PRIMARY KEY("company_id","day","app_id")
);
--> statement-breakpoint
CREATE TABLE "portfolio_par_daily" (
	"company_id" integer NOT NULL,
	"day" date NOT NULL,
	"app_id" integer NOT NULL,
	"disbursed_on" date NOT NULL,
	"loans" integer NOT NULL,
	"outstanding" bigint NOT NULL,
	"par1" bigint NOT NULL,
	"par30" bigint NOT NULL,
	"par90" bigint NOT NULL,
	CONSTRAINT "portfolio_par_daily_company_id_day_app_id_disbursed_on_pk" PRIMARY KEY("company_id","day","app_id","disbursed_on")
);
--> statement-breakpoint
CREATE TABLE "portfolio_rolls_monthly" (
	"company_id" integer NOT NULL,
	"month_end" date NOT NULL,
	"from_bucket" text NOT NULL,
	"to_bucket" text NOT NULL,
	"loans" integer NOT NULL,
	CONSTRAINT "portfolio_rolls_monthly_company_id_month_end_from_bucket_to_bucket_pk" PRIMARY KEY("company_id","month_end","from_bucket","to_bucket")
);
--> statement-breakpoint
ALTER TABLE "loan_position_days" ADD CONSTRAINT "loan_position_days_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;