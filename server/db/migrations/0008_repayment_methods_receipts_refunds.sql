ALTER TABLE "disbursements" ADD COLUMN "purpose" text DEFAULT 'loan' NOT NULL;--> statement-breakpoint
ALTER TABLE "repayments" ADD COLUMN "method" text DEFAULT 'page' NOT NULL;--> statement-breakpoint
ALTER TABLE "repayments" ADD COLUMN "reference" text;--> statement-breakpoint
ALTER TABLE "repayments" ADD COLUMN "principal_minor" bigint;--> statement-breakpoint
ALTER TABLE "repayments" ADD COLUMN "interest_minor" bigint;--> statement-breakpoint
ALTER TABLE "repayments" ADD COLUMN "outstanding_after_minor" bigint;--> statement-breakpoint
CREATE INDEX "audit_log_record" ON "audit_log" USING btree ("record_type","record_id");--> statement-breakpoint
CREATE INDEX "consents_user" ON "consents" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "disbursements_order" ON "disbursements" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "disbursements_open" ON "disbursements" USING btree ("id") WHERE "disbursements"."status" in ('pending', 'failed');--> statement-breakpoint
CREATE INDEX "jobs_pending" ON "jobs" USING btree ("run_at") WHERE "jobs"."done_at" is null;--> statement-breakpoint
CREATE INDEX "ledger_lines_order" ON "ledger_lines" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "order_transitions_order" ON "order_transitions" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "orders_user" ON "orders" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "orders_in_review" ON "orders" USING btree ("created_at","id") WHERE "orders"."status" = 1;--> statement-breakpoint
CREATE INDEX "repayments_order" ON "repayments" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "repayments_created" ON "repayments" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "repayments_reference" ON "repayments" USING btree ("reference");--> statement-breakpoint
CREATE INDEX "sessions_user" ON "sessions" USING btree ("user_id");