CREATE INDEX "schedule_periods_unpaid" ON "schedule_periods" USING btree ("due_date","order_id","period") WHERE "schedule_periods"."status" <> 1;--> statement-breakpoint
-- Autovacuum analyzes a table after 50 changed rows: a lender's few products never get there, and
-- without statistics the planner guesses how many orders a lender's products hold, and reads them
-- all (docs/scaling.md). Analyzed now, and after each change from here on.
ALTER TABLE "apps" SET (autovacuum_analyze_threshold = 1);--> statement-breakpoint
ANALYZE "apps";
