// The scale figure's data (bench/scale.ts): borrowers, loans, schedules, payouts, repayments and
// the ledger, written set-based inside PostgreSQL (generate_series, INSERT … SELECT) in minutes.
// Borrower number i always gets the same rows (every choice is a hash of i and the loan's
// number), so a small database of every 100th borrower holds exactly the borrowers that the
// full one holds under the same ids: the two measure the same accounts at two sizes.
import pg from 'pg'
import { hashSecret } from '../server/domain/accounts/passwords'
import { openDatabase } from '../server/db/client'
import { seedDemoLenders } from '../server/db/seed'
import { BORROWER_NAME } from './scale-names'
import { OUTCOMES } from './scale-outcomes'

export type ScaleShape = {
  /**
   * Borrower numbers every `step` up to `last` (1 and 1,000,000 for the full set), and those whose
   * latest loan waits in a staff queue (a reviewer, a payout, the first lender's collections): the back
   * office's queues then show the same page on the small database as on the full one, where 1 in 100
   * would leave them near empty.
   */
  step: number
  last: number
  /** The clock the data is written against: "today" for due dates, sessions and overdue periods. */
  now: Date
}

/** The token of borrower `id`'s session: the bench signs in as any borrower without a password. */
export const sessionToken = (id: number) => `scale-session-${id}`
export const SCALE_PASSWORD = 'scale password 1'

const TABLES = ['users', 'emergency_contacts', 'consents', 'sessions', 'orders', 'order_transitions', 'audit_log', 'jobs', 'disbursements', 'schedule_periods', 'repayments', 'ledger_lines']

/**
 * Two lenders more beside the Thai and Philippine demo ones (companies 1 and 2, apps 1 to 4), a copy
 * of each, so that borrowers, loans and the back office's company filters spread over four
 * companies. Run after seedDemoLenders. The copies are companies 11 and 12 with apps 21 to 24, past
 * the ids the demo lenders of other markets take (Indonesia's company 3, apps 5 and 6), and keep
 * each app's number modulo 4 (which picks its terms in ORDERS) and app = 2 × company − 1 or 2 × company.
 */
const SECOND_BRANDS = `
  insert into companies (id, name, market) select id + 10, name || ' (second brand)', market from companies where id in (1, 2);
  insert into apps (id, company_id, name, logo, max_amount_minor, min_amount_minor, step_minor, default_rate, disabled, host)
    select id + 20, company_id + 10, name || ' 2', logo, max_amount_minor, min_amount_minor, step_minor, default_rate, disabled, null from apps where id between 1 and 4;
  insert into period_configs (app_id, periods, rate) select app_id + 20, periods, rate from period_configs where app_id between 1 and 4 order by id;
  insert into company_configs (company_id, key, value) select company_id + 10, key, value from company_configs where company_id in (1, 2);
  insert into referral_codes (code, company_id) select code || '-2', company_id + 10 from referral_codes where company_id in (1, 2);`

async function seedLenders(url: string): Promise<void> {
  const database = await openDatabase({ databaseUrl: url, poolSize: 2 })
  try {
    await seedDemoLenders(database.db)
  } finally {
    await database.close()
  }
}

// h(a, k): a stable pseudo-random number from a key and a purpose; u(a, k): the same in [0, 1).
// latest_status(s): the status of a borrower's latest loan, loan s = borrower * 8 + its number.
// company(i): borrower i's lender, four in ten the first.
// in_staff_queue(i): borrower i's latest loan waits for a reviewer, or for a payout pending or failed (DISBURSEMENTS' roll % 10 < 3),
// or is the first lender's and being repaid behind (SCHEDULES' roll < 12): the collections list the bench measures.
export const FUNCTIONS = `
  create function pg_temp.h(a bigint, k bigint) returns bigint language sql immutable parallel safe as 'select abs(hashint8extended(a, k))';
  create function pg_temp.u(a bigint, k bigint) returns float8 language sql immutable parallel safe as 'select ((abs(hashint8extended(a, k)) % 1000000) / 1000000.0)::float8';
  create function pg_temp.company(i bigint) returns int language sql immutable parallel safe as 'select (array[1,1,1,1,2,2,2,11,11,12])[1 + pg_temp.h(i, 1) % 10]';
  ${BORROWER_NAME}
  create function pg_temp.latest_status(s bigint) returns int language sql immutable parallel safe as $$
    select case
      when pg_temp.h(s, 13) % 10000 < 4500 then 10
      when pg_temp.h(s, 13) % 10000 < 8000 then 4
      when pg_temp.h(s, 13) % 10000 < 8800 then 5
      when pg_temp.h(s, 13) % 10000 < 9498 then 12
      when pg_temp.h(s, 13) % 10000 < 9798 then 3
      when pg_temp.h(s, 13) % 10000 < 9998 then 9
      else 1
    end $$;
  create function pg_temp.in_staff_queue(i bigint) returns boolean language sql immutable parallel safe as $$
    select st = 1 or st = 9 and pg_temp.h(s, 16) % 10 < 3 or st = 4 and pg_temp.h(s, 16) % 100 < 12 and pg_temp.company(i) = 1
    from (select s, pg_temp.latest_status(s) as st from (select i * 8 + 1 + pg_temp.h(i, 10) % 5 as s) l) q $$;`

/**
 * One row per loan with everything its rows are derived from: 1–5 loans a borrower (3 on average),
 * the earlier ones settled, refused or cancelled, the latest in any status (a third being repaid,
 * 12% of those behind, one in 5,000 waiting for a reviewer), with the products' own amounts and
 * terms; ids in the order the loans were applied for, as a live database numbers them.
 */
const PLAN = `
  create temp table plan as
  with u as (
    select id as uid, company_id as c, created_at as uc, 1 + pg_temp.h(id, 10) % 5 as k,
      case when company_id in (1, 11) then 'TH' else 'PH' end as market
    from users
  ),
  o as (
    select u.*, j, uid::bigint * 8 + j as s, 2 * c - 1 + (pg_temp.h(uid::bigint * 8 + j, 11) % 10 >= 7)::int as app
    from u, generate_series(1, k::int) j
  ),
  chosen as (
    select o.*,
      case
        when app % 4 = 1 then (array[6,6,6,6,6,6,6,6,6,12,12,12,12,12,12,12,18,18,24,24])[1 + pg_temp.h(s, 12) % 20]
        when app % 4 = 2 then (array[6,6,6,12,12])[1 + pg_temp.h(s, 12) % 5]
        when app % 4 = 3 then (array[2,2,3,3,4,4,4])[1 + pg_temp.h(s, 12) % 7]
        else (array[1,2])[1 + pg_temp.h(s, 12) % 2]
      end as periods,
      case
        when j < k then (array[10,10,10,10,10,10,10,10,10,10,10,10,10,10,10,10,10,5,5,12])[1 + pg_temp.h(s, 13) % 20]
        else pg_temp.latest_status(s)
      end as status
    from o
  ),
  timed as (
    select chosen.*,
      greatest(uc + interval '10 minutes', case
        when j = k and status in (1, 3, 9) then pg_temp.scale_now() - pg_temp.u(s, 14) * interval '3 days'
        when j = k and status = 4 then pg_temp.scale_now() - pg_temp.u(s, 14) * periods * interval '30 days'
        else uc + (pg_temp.scale_now() - uc) * ((j - 1) + 0.8 * pg_temp.u(s, 14)) / k
      end) as t
    from chosen
  )
  select row_number() over (order by t, s)::int as oid, timed.uid, timed.c, timed.market, timed.s, timed.app, timed.periods, timed.status, timed.t,
    pc.id as config_id, pc.rate,
    a.min_amount_minor + a.step_minor * floor(((a.max_amount_minor - a.min_amount_minor) / a.step_minor + 1) * pg_temp.u(s, 15) ^ 3)::bigint as p,
    case when timed.market = 'TH' then 'Asia/Bangkok' else 'Asia/Manila' end as tz,
    (pg_temp.scale_now() at time zone case when timed.market = 'TH' then 'Asia/Bangkok' else 'Asia/Manila' end)::date as today,
    pg_temp.h(s, 16) % 100 as roll,
    -- One decision in twenty went to a person: their approvals and refusals are in the audit log.
    pg_temp.h(s, 17) % 20 = 0 and timed.status <> 1 as reviewed,
    10 * timed.c + 1 + pg_temp.h(s, 18) % 5 as reviewer
  from timed
  join apps a on a.id = timed.app
  join period_configs pc on pc.app_id = timed.app and pc.periods = timed.periods;
  alter table plan add column i bigint, add column total bigint, add column per bigint, add column last_amt bigint, add column int_reg bigint, add column int_last bigint,
    add column paid_at timestamptz, add column start date, add column quote_start date;
  update plan set
    i = round(p * rate * periods / 100000.0),
    paid_at = t + interval '2 hours 5 minutes',
    quote_start = (t at time zone tz)::date,
    start = ((t + interval '2 hours 5 minutes') at time zone tz)::date;
  update plan set total = p + i, per = (p + i) / periods, int_reg = i / periods;
  update plan set last_amt = total - per * (periods - 1), int_last = i - int_reg * (periods - 1);
  ${OUTCOMES}
  -- A settled loan's last payment: a payoff early in its first period, else the last period's due date. One
  -- still to come by the clock was paid early instead, between the payout and an hour before the clock.
  -- A bad one (scale-outcomes.ts) paid period by period, nothing before it caught up, and settled after that.
  alter table plan add column settled_at timestamptz;
  update plan set settled_at = greatest(caught_up, case when due <= pg_temp.scale_now() - interval '1 hour' then due
      else paid_at + greatest(pg_temp.scale_now() - interval '1 hour' - paid_at, interval '0') * pg_temp.u(oid, 24) end)
    from (select oid as id, case when roll % 10 >= 4 and not bad then paid_at + interval '1 day' + interval '20 days' * pg_temp.u(oid, 21)
      else ((start + make_interval(months => periods))::date - 1) + time '10:00' end as due from plan where status = 10) d
    where oid = d.id;
  create index on plan (oid);
  analyze plan;`

const ORDERS = `
  insert into orders (id, user_id, app_id, period_config_id, status, principal_minor, rate, periods, period_unit, quote, balance_minor, decision, terms, terms_hash, accepted_at, accept_signature_key, created_at, updated_at,
    oldest_unpaid_due, unpaid_due_dates, unpaid_owed_minor)
  select oid, uid, app, config_id, status, p, rate, periods, 'month',
    jsonb_build_object('amt', p / 100.0, 'netProceeds', p / 100.0, 'interest', i / 100.0, 'total', total / 100.0, 'perPeriod', per / 100.0,
      'apr', rate * 12 / 1000.0, 'effectiveAnnualPercent', round(rate * 12 / 1000.0 * 1.08, 2), 'monthlyNominalPercent', rate / 1000.0,
      'monthlyEffectivePercent', round(rate / 1000.0 * 1.04, 2), 'periodUnit', 'month', 'schedule', schedule),
    case when status = 9 and roll % 10 <> 2 then p else 0 end,
    case
      when status = 5 then jsonb_build_object('reasons', jsonb_build_array((array['not_affordable','age_out_of_range','amount_out_of_limits'])[1 + roll % 3]), 'reapplyAfter', ((t + interval '30 days') at time zone tz)::date)
      when status = 1 then null
      else '{"reasons": [], "reapplyAfter": null}'::jsonb
    end,
    case when status in (3, 4, 9, 10, 12) then jsonb_build_object(
      'orderId', oid, 'currency', case when market = 'TH' then 'THB' else 'PHP' end,
      'lender', jsonb_build_object('name', 'Demo Lending', 'licence', 'DEMO-PL-0001', 'regulator', 'Regulator'),
      'borrower', jsonb_build_object('name', pg_temp.borrower_name(uid, market = 'TH'), 'idType', case when market = 'TH' then 'th_national_id' else 'ph_philsys' end, 'idNumberMasked', '*********' || right(uid::text, 4), 'mobileMasked', '******' || right(uid::text, 4)),
      'amountFinanced', p / 100.0, 'netProceeds', p / 100.0, 'financeCharge', i / 100.0, 'totalToRepay', total / 100.0, 'fees', '[]'::jsonb,
      'ratePerPeriodPercent', rate / 1000.0, 'periods', periods, 'periodUnit', 'month', 'aprPercent', rate * 12 / 1000.0, 'effectiveAnnualPercent', round(rate * 12 / 1000.0 * 1.08, 2),
      'schedule', schedule, 'earlyRepayment', 'allowed_without_penalty', 'cancellation', 'free_before_disbursement', 'frozenAt', t + interval '1 minute') end,
    case when status in (3, 4, 9, 10, 12) then md5('terms' || oid) || md5('hash' || oid) end,
    case when status in (4, 9, 10) then t + interval '1 hour' end,
    case when status in (4, 9, 10) then 'signatures/' || uid || '/' || oid || '.png' end,
    t, t + interval '2 hours 5 minutes',
    -- The oldest period SCHEDULES leaves unpaid, written here: the trigger of migration 0025 then finds each order's
    -- date right and writes none. Left to it, it rewrote every loan being repaid: 134 s of the small database's 190.
    case when status = 4 then (
      select min(due) from generate_series(1, periods) n, lateral (select (start + make_interval(months => n))::date as due) d
      where due >= today or roll < 12 and due >= today - interval '2 months'
    ) end,
    -- And its unpaid periods (migration 0045), for the same reason: each owed in full (SCHEDULES pays none of them).
    coalesce(case when status = 4 then (
      select array_agg(due order by n) from generate_series(1, periods) n, lateral (select (start + make_interval(months => n))::date as due) d
      where due >= today or roll < 12 and due >= today - interval '2 months'
    ) end, '{}'),
    coalesce(case when status = 4 then (
      select array_agg(case when n = periods then last_amt else per end order by n) from generate_series(1, periods) n, lateral (select (start + make_interval(months => n))::date as due) d
      where due >= today or roll < 12 and due >= today - interval '2 months'
    ) end, '{}')
  from plan, lateral (
    -- The schedule as the wire shows it, in major units, from the day of the application.
    select jsonb_agg(jsonb_build_object('period', n, 'dueDate', (quote_start + make_interval(months => n))::date, 'amt', (case when n = periods then last_amt else per end) / 100.0) order by n) as schedule
    from generate_series(1, periods) n
  ) s
  order by oid;
  select setval(pg_get_serial_sequence('orders', 'id'), (select coalesce(max(id), 1) from orders));`

/** Each loan's status changes: decided, accepted, paid out, settled or cancelled. */
const TRANSITIONS = `
  insert into order_transitions (order_id, from_status, to_status, actor, at)
  select oid, f, tt, actor, at from plan, lateral (values
    (0, case when status = 1 or reviewed then 1 when status = 5 then 5 else 3 end, 'decision-engine', t + interval '1 second', true),
    (1, case when status = 5 then 5 else 3 end, 'staff:' || reviewer, t + interval '30 minutes', reviewed),
    (3, 9, 'user:' || uid, t + interval '1 hour', status in (4, 9, 10)),
    (3, 12, 'user:' || uid, t + interval '1 day', status = 12),
    (9, 4, 'payout', paid_at, status in (4, 10)),
    (4, 10, 'payout', settled_at, status = 10)
  ) v(f, tt, actor, at, happened)
  where happened
  order by oid, at;`

/** The queue's history: a decision per loan and a run per payout, all done (done jobs are never deleted). */
const JOBS = `
  insert into jobs (kind, payload, run_at, attempts, done_at)
  select kind, payload, at, 1, at + interval '1 second' from (
    select 'decide' as kind, jsonb_build_object('orderId', oid) as payload, t as at from plan
    union all
    select 'payout', jsonb_build_object('disbursementId', id), created_at from disbursements
  ) j
  order by at;`

/** Five reviewers per lender, who decided the loans sent to a person and looked at some full numbers. */
const STAFF = `
  insert into staff_users (id, company_id, name, password_hash, roles, created_at)
  select 10 * c.id + n, c.id, 'reviewer-' || c.id || '-' || n, $1, '["reviewer"]'::jsonb, pg_temp.scale_now() - interval '1095 days'
  from companies c, generate_series(1, 5) n order by 1`

/**
 * The clock a database at `url` was written against (STAFF: its reviewers joined 1,095 days before it). A database
 * written beside a kept one takes the kept one's clock, and so the same rows for the same borrowers.
 */
export async function writtenAt(url: string): Promise<Date> {
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  try {
    const { rows } = await client.query<{ now: Date }>(`select created_at + interval '1095 days' as now from staff_users where id = 11`)
    if (!rows[0]) throw new Error(`no scale data at ${url}`)
    return rows[0].now
  } finally {
    await client.end()
  }
}

/** The reviewers' decisions, and one borrower in fifty whose account number a reviewer revealed. */
const AUDIT = `
  select setval(pg_get_serial_sequence('staff_users', 'id'), (select max(id) from staff_users));
  insert into audit_log (staff_id, action, record_type, record_id, before, after, at)
  select staff, action, record_type, record_id, before, after, at from (
    select reviewer as staff, case when status = 5 then 'refuse' else 'approve' end as action, 'order' as record_type, oid::text as record_id,
      '{"status": 1}'::jsonb as before, jsonb_build_object('status', case when status = 5 then 5 else 3 end) as after, t + interval '30 minutes' as at
    from plan where reviewed
    union all
    select 10 * company_id + 1 + pg_temp.h(id, 52) % 5, 'reveal', 'user', id::text, null, '{"field": "cardNo"}'::jsonb, created_at + interval '3 days'
    from users where pg_temp.h(id, 53) % 50 = 0
  ) a
  order by at`

/** One payout per loan paid out; of the loans waiting for a withdrawal, some with a failed or pending one. */
const DISBURSEMENTS = `
  insert into disbursements (order_id, amount_minor, bank_name, card_no, status, reason, created_at, settled_at)
  select oid, p, u.bank_name, u.card_no, st, reason, created, settled from plan join users u on u.id = plan.uid, lateral (values
    ('succeeded', null, t + interval '2 hours', paid_at, status in (4, 10)),
    ('failed', (array['account_closed','name_mismatch','account_invalid','bank_unavailable'])[1 + roll % 4], t + interval '2 hours', t + interval '2 hours 1 minute', status = 9 and roll % 10 < 2),
    ('pending', null, least(t + interval '2 hours', pg_temp.scale_now() - interval '1 minute'), null, status = 9 and roll % 10 = 2)
  ) v(st, reason, created, settled, happened)
  where happened
  order by oid;`

/**
 * The schedule of every loan paid out. Settled loans were paid period by period (four in ten) or
 * paid off in one payment in the first period, the interest of periods not begun forgiven; loans
 * being repaid have paid what fell due, except the last one or two periods of those behind.
 */
const SCHEDULES = `
  insert into schedule_periods (order_id, period, due_date, amount_minor, interest_minor, paid_minor, status)
  select oid, n, due, amt, interest,
    case
      when status = 10 and (roll % 10 < 4 or bad or n = 1) then amt
      when status = 10 then amt - interest
      when due < today and not (roll < 12 and due >= today - interval '2 months') then amt
      else 0
    end,
    case when status = 10 or due < today and not (roll < 12 and due >= today - interval '2 months') then 1 when due < today then 2 else 0 end
  from plan, lateral (
    select n, (start + make_interval(months => n))::date as due,
      case when n = periods then last_amt else per end as amt,
      case when n = periods then int_last else int_reg end as interest
    from generate_series(1, periods) n
  ) s
  where status in (4, 10)
  order by oid, n;`

/**
 * The payments behind the schedule: one per period paid (or one payoff), at the due date or, for
 * a loan paid off, early in its first period, the periods still to come of a loan settled early at
 * the hour it was settled; and a page opened but not paid on one loan in ten being repaid. Written
 * in the order they happened.
 */
const REPAYMENTS = `
  insert into repayments (id, order_id, amount_minor, status, created_at, paid_at)
  select id, order_id, amount, st, at - interval '3 minutes', paid from (
    select md5('r' || sp.order_id || '-' || sp.period)::uuid::text as id, sp.order_id, sp.amount_minor as amount, 'succeeded' as st,
      greatest(plan.caught_up, least((sp.due_date - 1) + time '10:00', coalesce(plan.settled_at, pg_temp.scale_now() - interval '1 hour'))) as at,
      greatest(plan.caught_up, least((sp.due_date - 1) + time '10:00', coalesce(plan.settled_at, pg_temp.scale_now() - interval '1 hour'))) as paid
    from schedule_periods sp join plan on plan.oid = sp.order_id
    where sp.paid_minor > 0 and (plan.status = 4 or plan.roll % 10 < 4 or plan.bad)
    union all
    select md5('r' || oid || '-payoff')::uuid::text, oid, total - case when periods > 1 then i - int_reg else 0 end, 'succeeded',
      settled_at, settled_at
    from plan where status = 10 and roll % 10 >= 4 and not bad
    union all
    select md5('r' || oid || '-open')::uuid::text, oid, 10000, 'pending', pg_temp.scale_now() - interval '5 days' * pg_temp.u(oid, 22), null
    from plan where status = 4 and pg_temp.h(oid, 23) % 10 = 0
  ) r
  order by at;`

/**
 * Double entry, every entry summing to zero: each payout puts principal and interest on the
 * receivable; each payment moves cash against it; a payoff forgives the interest of periods not begun.
 */
const LEDGER = [
  `insert into ledger_lines (entry_id, order_id, account, amount_minor, memo, at)
  select md5(e || d.id)::uuid::text, d.order_id, account, amount, memo || d.id, d.settled_at
  from disbursements d join plan on plan.oid = d.order_id, lateral (values
    ('payout', 'receivable', d.amount_minor, 'payout '),
    ('payout', 'cash', -d.amount_minor, 'payout '),
    ('interest', 'receivable', plan.i, 'interest on payout '),
    ('interest', 'interest_income', -plan.i, 'interest on payout ')
  ) v(e, account, amount, memo)
  where d.status = 'succeeded' and amount <> 0
  order by d.order_id;`,
  `insert into ledger_lines (entry_id, order_id, account, amount_minor, memo, at)
  select md5('repayment' || r.id)::uuid::text, r.order_id, account, amount, 'repayment ' || r.id, r.paid_at
  from repayments r, lateral (values ('cash', r.amount_minor), ('receivable', -r.amount_minor)) v(account, amount)
  where r.status = 'succeeded'
  order by r.order_id;`,
  `insert into ledger_lines (entry_id, order_id, account, amount_minor, memo, at)
  select md5('forgiven' || r.id)::uuid::text, r.order_id, account, amount, 'interest forgiven on payoff ' || r.id, r.paid_at
  from repayments r join plan on plan.oid = r.order_id, lateral (values ('interest_income', plan.i - plan.int_reg), ('receivable', plan.int_reg - plan.i)) v(account, amount)
  where r.id = md5('r' || plan.oid || '-payoff')::uuid::text and plan.periods > 1
  order by r.order_id;`,
]

/** Borrowers spread over the four lenders (four in ten the first's), signed up over three years; $1 is the password hash. */
const users = (shape: ScaleShape) => `
  insert into users (id, company_id, app_id, mobile, password_hash, role, real_name, id_type, identity, identity_verified, sex, birthday, marriage, email, facebook,
    education, province_city, address, bank_name, card_no, job, monthly_income_minor, expenses_minor, loan_purpose, loan_before, guarantee, credit_score,
    identity_front_key, identity_back_key, identity_hand_key, signature_key, withdraw_pin_hash, created_at)
  select i, c, 2 * c - 1,
    case when th then '+668' || lpad(i::text, 8, '0') else '+63917' || lpad(i::text, 7, '0') end,
    $1, case when pg_temp.h(i, 2) % 4 = 0 then 'studying' else 'working' end, pg_temp.borrower_name(i, th),
    case when th then 'th_national_id' else 'ph_philsys' end, case when th then '1' || lpad(i::text, 12, '0') else '2' || lpad(i::text, 11, '0') end, true,
    1 + pg_temp.h(i, 3) % 2, date '1965-01-01' + (pg_temp.h(i, 4) % 13000)::int, (array['single','married','divorced'])[1 + pg_temp.h(i, 5) % 3],
    'borrower' || i || '@mail.example', null,
    case when th then (array['secondary','vocational','bachelor'])[1 + pg_temp.h(i, 6) % 3] else (array['high_school','vocational','college'])[1 + pg_temp.h(i, 6) % 3] end,
    case when th then 'Bangkok' else 'Metro Manila' end, i || ' Example Road',
    case when th then (array['002','004','006','014','025'])[1 + pg_temp.h(i, 7) % 5] else (array['BDO','BPI','GCASH'])[1 + pg_temp.h(i, 7) % 3] end,
    lpad((pg_temp.h(i, 8) % 10000000000)::text, 10, '0'), 'Staff', (15000 + pg_temp.h(i, 9) % 60000) * 100, (5000 + pg_temp.h(i, 9) % 10000) * 100,
    'personal', pg_temp.h(i, 2) % 2 = 0, false, 550 + (pg_temp.h(i, 3) % 300)::int,
    'identity/' || i || '/front.jpg', 'identity/' || i || '/back.jpg', 'identity/' || i || '/hand.jpg', 'signatures/' || i || '.png', $1,
    pg_temp.scale_now() - interval '1095 days' * (1 - i / 1000000.0)
  from (
    select i, pg_temp.company(i) as c, pg_temp.company(i) in (1, 11) as th
    from generate_series(1, ${shape.last}) i
    where i % ${shape.step} = 0 or pg_temp.in_staff_queue(i)
  ) s
  order by i`

/** What every borrower with a loan has: two contacts, the four consents, and a session on some phone. */
const PROFILES = `
  select setval(pg_get_serial_sequence('users', 'id'), (select coalesce(max(id), 1) from users));
  insert into emergency_contacts (user_id, position, name, relation, mobile)
  select id, pos, 'Contact ' || pos || ' of ' || id, (array['parent','sibling','spouse','friend'])[1 + (pg_temp.h(id, 30 + pos) % 4)::int],
    case when company_id in (1, 11) then '+669' || pos || lpad(id::text, 7, '0') else '+63918' || pos || lpad(id::text, 6, '0') end
  from users, generate_series(0, 1) pos order by id, pos;
  insert into consents (user_id, purpose, version, given_at)
  select id, purpose, '2026-11', created_at + n * interval '2 minutes'
  from users, unnest(array['identity_verification','bank_account','credit_assessment','borrowing_policy']) with ordinality p(purpose, n) order by id, n;
  insert into sessions (token_hash, user_id, created_at, last_seen_at)
  select encode(sha256(convert_to('scale-session-' || id, 'UTF8')), 'hex'), id, pg_temp.scale_now() - interval '1 day' * (pg_temp.h(id, 40) % 30), pg_temp.scale_now() from users order by id;`

export type Progress = (step: string, seconds: number) => void

/** Runs one SQL text (several statements when it has no parameters) on the database being filled. */
export type RunSql = (text: string, params?: unknown[]) => Promise<void>

/** Fills a migrated, empty database at `url`, on one core (no parallel workers). */
export async function generateScaleData(url: string, shape: ScaleShape, progress: Progress): Promise<void> {
  await seedLenders(url)
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  try {
    await client.query(`set work_mem = '256MB'; set maintenance_work_mem = '512MB'; set max_parallel_workers_per_gather = 0; set max_parallel_maintenance_workers = 0; set synchronous_commit = off`)
    await fillScaleData(async (text, params = []) => void (await client.query(text, params)), shape, progress)
  } finally {
    await client.end()
  }
}

/**
 * Writes the borrowers, loans and their rows into a migrated database that holds the demo
 * lenders and nothing else: PostgreSQL (above), or an embedded PGlite for the scorecard fit's
 * test and bench (test/support/scale-book.ts).
 */
export async function fillScaleData(run: RunSql, shape: ScaleShape, progress: Progress): Promise<void> {
  await run(SECOND_BRANDS)
  // Autovacuum would start on each table as it fills; one VACUUM ANALYZE at the end does its work once.
  for (const table of TABLES) await run(`alter table ${table} set (autovacuum_enabled = false)`)
  await run(FUNCTIONS)
  await run(`create function pg_temp.scale_now() returns timestamptz language sql immutable parallel safe as 'select ''${shape.now.toISOString()}''::timestamptz'`)
  const step = async (name: string, text: string, params: unknown[] = []) => {
    const started = performance.now()
    await run(text, params)
    progress(name, (performance.now() - started) / 1000)
  }
  const passwordHash = await hashSecret(SCALE_PASSWORD)
  await step('borrowers', users(shape), [passwordHash])
  await step('contacts, consents, sessions', PROFILES)
  await step('loan plan', PLAN)
  await step('orders', ORDERS)
  await step('order transitions', TRANSITIONS)
  await step('staff', STAFF, [passwordHash])
  await step('audit log', AUDIT)
  await step('disbursements', DISBURSEMENTS)
  await step('jobs', JOBS)
  await step('schedules', SCHEDULES)
  await step('repayments', REPAYMENTS)
  for (const [n, text] of LEDGER.entries()) await step(`ledger ${n + 1}/${LEDGER.length}`, text)
  await step('drop plan', 'drop table plan')
  for (const table of TABLES) {
    await step(`vacuum analyze ${table}`, `vacuum (analyze) ${table}`)
    await run(`alter table ${table} reset (autovacuum_enabled)`)
  }
  // What autovacuum does within a minute of the lenders' rows above (migration 0015), done now.
  await step('analyze the lenders', 'analyze companies, apps, period_configs, company_configs, staff_users')
}
