DROP INDEX "schedule_periods_unpaid";--> statement-breakpoint
CREATE INDEX "orders_repaying" ON "orders" USING btree ("id","app_id","user_id") WHERE "orders"."status" = 4;--> statement-breakpoint
CREATE INDEX "schedule_periods_unpaid" ON "schedule_periods" USING btree ("due_date","order_id","period","amount_minor","paid_minor") WHERE "schedule_periods"."status" <> 1;