// How the scale data's settled loans turned out (bench/scale-data.ts, PLAN): some ran behind on
// their first instalment before settling, with log-odds that depend on the borrower's age and on
// the instalment's share of their income after expenses, the way a lender's book would. The
// scorecard fit (docs/scorecard.md, `score:fit`) is tested against these effects: fitted on a
// generated book, it must find them again (test/server/score-fit.test.ts).

/**
 * log-odds(bad) = intercept + age · (age in years at application − 40)
 *   + paymentToSpare · min(payment_to_spare, spareCap) / 100
 * with payment_to_spare as the scorecard computes it (server/domain/credit/score-inputs.ts): the
 * monthly instalment as a percent of income after expenses. Nothing else matters: a fit should
 * find the other attributes worth little.
 */
export const OUTCOME_EFFECTS = { intercept: -2.6, age: -0.04, paymentToSpare: 0.5, spareCap: 400 } as const

/** A bad loan paid nothing until this many days after its first due date, then caught up. */
export const LATE_DAYS = 45

const { intercept, age, paymentToSpare, spareCap } = OUTCOME_EFFECTS

/**
 * Sets `bad` and `caught_up` on the plan's settled loans. Only a loan that caught up an hour
 * before the clock can have been late (the later ones are still to be settled by it). The draw is
 * a hash of the loan's number, so a borrower's loans turn out the same in the small and the full database.
 */
export const OUTCOMES = `
  alter table plan add column bad boolean not null default false, add column caught_up timestamptz;
  update plan set bad = pg_temp.u(s, 26) < 1 / (1 + exp(-(${intercept} + ${age} * (x.age - 40) + ${paymentToSpare} * least(x.spare_pct, ${spareCap}) / 100.0)))
    from (
      select plan.oid as id, date_part('year', age((plan.t at time zone plan.tz)::date, u.birthday))::int as age,
        case when u.monthly_income_minor - u.expenses_minor <= 0 then 1000 else round(plan.per * 100.0 / (u.monthly_income_minor - u.expenses_minor)) end as spare_pct
      from plan join users u on u.id = plan.uid
      where plan.status = 10 and (plan.start + interval '1 month')::date + ${LATE_DAYS} + time '10:00' <= pg_temp.scale_now() - interval '1 hour'
    ) x
    where oid = x.id;
  update plan set caught_up = (start + interval '1 month')::date + ${LATE_DAYS} + time '10:00' where bad;`
