CREATE TABLE "payment_reports" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"ticket_id" integer NOT NULL,
	"repayment_id" text NOT NULL,
	"reference" text NOT NULL,
	"status" text NOT NULL,
	"provider_id" text,
	"reason" text,
	"decided_by" integer,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "reconciliation_mismatches" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"day" date NOT NULL,
	"kind" text NOT NULL,
	"reference" text NOT NULL,
	"provider_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"repayment_id" text,
	"received_minor" bigint NOT NULL,
	"posted_minor" bigint NOT NULL,
	"currency" text NOT NULL,
	"status" text NOT NULL,
	"note" text,
	"resolved_by" integer,
	"resolved_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "payment_reports" ADD CONSTRAINT "payment_reports_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_reports" ADD CONSTRAINT "payment_reports_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_reports" ADD CONSTRAINT "payment_reports_ticket_id_tickets_id_fk" FOREIGN KEY ("ticket_id") REFERENCES "public"."tickets"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_reports" ADD CONSTRAINT "payment_reports_repayment_id_repayments_id_fk" FOREIGN KEY ("repayment_id") REFERENCES "public"."repayments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_reports" ADD CONSTRAINT "payment_reports_decided_by_staff_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."staff_users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reconciliation_mismatches" ADD CONSTRAINT "reconciliation_mismatches_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reconciliation_mismatches" ADD CONSTRAINT "reconciliation_mismatches_resolved_by_staff_users_id_fk" FOREIGN KEY ("resolved_by") REFERENCES "public"."staff_users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payment_reports_company_status" ON "payment_reports" USING btree ("company_id","status","created_at");--> statement-breakpoint
CREATE INDEX "payment_reports_user" ON "payment_reports" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_reports_provider" ON "payment_reports" USING btree ("provider_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_reports_open_repayment" ON "payment_reports" USING btree ("repayment_id") WHERE "payment_reports"."status" = 'open';--> statement-breakpoint
CREATE UNIQUE INDEX "reconciliation_mismatches_day_reference" ON "reconciliation_mismatches" USING btree ("company_id","day","reference");--> statement-breakpoint
CREATE INDEX "reconciliation_mismatches_company_status" ON "reconciliation_mismatches" USING btree ("company_id","status","day");