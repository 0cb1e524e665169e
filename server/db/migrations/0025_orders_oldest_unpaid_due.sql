-- Each loan's oldest period not repaid, on the order itself, so the collections list counts and
-- pages a lender's overdue loans from one index instead of every repaying loan's periods.
ALTER TABLE "orders" ADD COLUMN "oldest_unpaid_due" date;--> statement-breakpoint
UPDATE "orders" SET "oldest_unpaid_due" = "unpaid"."due"
FROM (SELECT "order_id", min("due_date") AS "due" FROM "schedule_periods" WHERE "status" <> 1 GROUP BY "order_id") "unpaid"
WHERE "orders"."id" = "unpaid"."order_id";--> statement-breakpoint
-- Kept by the database, not by each caller: the schedule written at payout, a payment, a payoff,
-- an extension or a waiver moves it in its own transaction, whatever code wrote the periods. Per
-- statement, over the rows it changed, so a bulk insert is one set-based update. An order is
-- written only when its date changes. Every writer that can change it (a period repaid, a due
-- date moved, periods added or removed) holds the order's row lock first, so the date is computed
-- after any other such change of the same loan has committed.
CREATE FUNCTION orders_oldest_unpaid_due_refresh(order_ids integer[]) RETURNS void LANGUAGE sql AS $$
  UPDATE orders SET oldest_unpaid_due = changed.due
  FROM (
    SELECT u.order_id, (SELECT min(sp.due_date) FROM schedule_periods sp WHERE sp.order_id = u.order_id AND sp.status <> 1) AS due
    FROM unnest(order_ids) AS u(order_id)
  ) changed
  WHERE orders.id = changed.order_id AND orders.oldest_unpaid_due IS DISTINCT FROM changed.due
$$;--> statement-breakpoint
CREATE FUNCTION orders_oldest_unpaid_due_added_or_removed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM orders_oldest_unpaid_due_refresh(ARRAY(SELECT DISTINCT order_id FROM changed_periods));
  RETURN NULL;
END;
$$;--> statement-breakpoint
-- Only periods repaid or reopened, or moved: the overdue job's pending → overdue and a part
-- payment change neither, and leave the orders alone.
CREATE FUNCTION orders_oldest_unpaid_due_updated() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM orders_oldest_unpaid_due_refresh(ARRAY(
    SELECT DISTINCT n.order_id FROM changed_periods n JOIN previous_periods o ON o.order_id = n.order_id AND o.period = n.period
    WHERE (n.status = 1) <> (o.status = 1) OR n.due_date <> o.due_date
  ));
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER schedule_periods_inserted AFTER INSERT ON schedule_periods REFERENCING NEW TABLE AS changed_periods FOR EACH STATEMENT EXECUTE FUNCTION orders_oldest_unpaid_due_added_or_removed();--> statement-breakpoint
CREATE TRIGGER schedule_periods_deleted AFTER DELETE ON schedule_periods REFERENCING OLD TABLE AS changed_periods FOR EACH STATEMENT EXECUTE FUNCTION orders_oldest_unpaid_due_added_or_removed();--> statement-breakpoint
CREATE TRIGGER schedule_periods_updated AFTER UPDATE ON schedule_periods REFERENCING OLD TABLE AS previous_periods NEW TABLE AS changed_periods FOR EACH STATEMENT EXECUTE FUNCTION orders_oldest_unpaid_due_updated();--> statement-breakpoint
CREATE INDEX "orders_collections" ON "orders" USING btree ("app_id","oldest_unpaid_due","id","user_id") WHERE "orders"."status" = 4 and "orders"."oldest_unpaid_due" is not null;
