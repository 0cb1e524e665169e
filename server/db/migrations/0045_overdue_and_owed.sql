-- Each loan's unpaid periods (due date and what is still owed of each) on the order, beside its
-- oldest unpaid due date and kept by the same triggers (0025, 0030): the collections worklist ranks
-- a lender's overdue loans by the amount due before today from these, one row per loan, instead of
-- summing every overdue loan's schedule (1.2 s for a later page at a million borrowers,
-- bench/backoffice-report.md). The amount is not stored itself: it grows when a due day passes,
-- which no write marks.
ALTER TABLE "orders" ADD COLUMN "unpaid_due_dates" date[] DEFAULT '{}' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "unpaid_owed_minor" bigint[] DEFAULT '{}' NOT NULL;--> statement-breakpoint
UPDATE "orders" SET "unpaid_due_dates" = "unpaid"."dues", "unpaid_owed_minor" = "unpaid"."owed"
FROM (
  SELECT "order_id", array_agg("due_date" ORDER BY "period") AS "dues", array_agg("amount_minor" - "paid_minor" ORDER BY "period") AS "owed"
  FROM "schedule_periods" WHERE "status" <> 1 GROUP BY "order_id"
) "unpaid"
WHERE "orders"."id" = "unpaid"."order_id";--> statement-breakpoint
-- The refresh of 0030, writing the pairs as well. With array_agg beside min the planner cannot walk
-- an index of due dates for the min, so each order's periods are read through the primary key.
CREATE OR REPLACE FUNCTION orders_oldest_unpaid_due_refresh(order_ids integer[]) RETURNS void LANGUAGE sql AS $$
  UPDATE orders SET oldest_unpaid_due = changed.due, unpaid_due_dates = changed.dues, unpaid_owed_minor = changed.owed
  FROM (
    SELECT u.order_id, s.due, coalesce(s.dues, '{}') AS dues, coalesce(s.owed, '{}') AS owed
    FROM unnest(order_ids) AS u(order_id)
    CROSS JOIN LATERAL (
      SELECT min(sp.due_date) AS due, array_agg(sp.due_date ORDER BY sp.period) AS dues, array_agg(sp.amount_minor - sp.paid_minor ORDER BY sp.period) AS owed
      FROM schedule_periods sp WHERE sp.order_id = u.order_id AND sp.status <> 1
    ) s
  ) changed
  WHERE orders.id = changed.order_id
    AND (orders.oldest_unpaid_due IS DISTINCT FROM changed.due OR orders.unpaid_due_dates <> changed.dues OR orders.unpaid_owed_minor <> changed.owed)
$$;--> statement-breakpoint
-- Now also a part payment and a changed amount (a waiver, an extension's fee): they move what is
-- owed. The overdue job's pending → overdue still changes nothing here and leaves the orders alone.
CREATE OR REPLACE FUNCTION orders_oldest_unpaid_due_updated() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM orders_oldest_unpaid_due_refresh(ARRAY(
    SELECT DISTINCT n.order_id FROM changed_periods n JOIN previous_periods o ON o.order_id = n.order_id AND o.period = n.period
    WHERE (n.status = 1) <> (o.status = 1) OR n.due_date <> o.due_date OR n.amount_minor <> o.amount_minor OR n.paid_minor <> o.paid_minor
  ));
  RETURN NULL;
END;
$$;--> statement-breakpoint
DROP INDEX "orders_collections";--> statement-breakpoint
CREATE INDEX "orders_collections" ON "orders" USING btree ("app_id","oldest_unpaid_due","id","user_id","unpaid_due_dates","unpaid_owed_minor") WHERE "orders"."status" = 4 and "orders"."oldest_unpaid_due" is not null;--> statement-breakpoint
-- The ledger tie's outstanding per loan in the daily snapshot (position-snapshots.ts): days written
-- before this are read live until rewritten (with_owed false).
ALTER TABLE "loan_position_days" ADD COLUMN "with_owed" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "loan_positions_daily" ADD COLUMN "owed" bigint;
