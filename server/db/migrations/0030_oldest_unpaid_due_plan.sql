-- min(due_date) over one order's unpaid periods could be planned as a walk of schedule_periods_unpaid
-- (due_date first) from the oldest due date until that order's row turns up: chosen when the table has no
-- statistics yet (a bulk load, a restore before ANALYZE), it read the whole index for every order written,
-- hours for the scale bench's 22 million periods. `due_date + 0` is not the indexed column, so each order's
-- periods are read through the primary key (order_id, period), whatever the statistics say.
CREATE OR REPLACE FUNCTION orders_oldest_unpaid_due_refresh(order_ids integer[]) RETURNS void LANGUAGE sql AS $$
  UPDATE orders SET oldest_unpaid_due = changed.due
  FROM (
    SELECT u.order_id, (SELECT min(sp.due_date + 0) FROM schedule_periods sp WHERE sp.order_id = u.order_id AND sp.status <> 1) AS due
    FROM unnest(order_ids) AS u(order_id)
  ) changed
  WHERE orders.id = changed.order_id AND orders.oldest_unpaid_due IS DISTINCT FROM changed.due
$$;
