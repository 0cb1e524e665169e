import { describe, expect, it } from 'vitest'
import { describeStatement } from '../../server/tracing/statement-summary'

describe('a database span\'s name', () => {
  it('is the first keyword and the table, as drizzle writes statements', () => {
    expect(describeStatement('select "id", "mobile" from "users" where "users"."id" = $1')).toEqual({ operation: 'SELECT', table: 'users' })
    expect(describeStatement('insert into "sms_codes" ("mobile", "code") values ($1, $2) returning "id"')).toEqual({ operation: 'INSERT', table: 'sms_codes' })
    expect(describeStatement('update "users" set "real_name" = $1 where "users"."id" = $2')).toEqual({ operation: 'UPDATE', table: 'users' })
    expect(describeStatement('delete from "sessions" where "sessions"."token_hash" = $1')).toEqual({ operation: 'DELETE', table: 'sessions' })
  })

  it('takes the statement\'s own table, not one in a subquery, a CTE or a column list', () => {
    expect(describeStatement('select (select count(*) from "loans" where "loans"."user_id" = "users"."id") from "users"')).toEqual({ operation: 'SELECT', table: 'users' })
    expect(describeStatement('with "due" as (select "id" from "jobs") update "jobs" set "locked_until" = $1 from "due"')).toEqual({ operation: 'WITH', table: 'jobs' })
    expect(describeStatement('select * from "drizzle"."__drizzle_migrations"')).toEqual({ operation: 'SELECT', table: '__drizzle_migrations' })
  })

  it('names no value written into the text, and no table where none is plain', () => {
    expect(describeStatement("select * from 'PlantedMarker' where x = 'from users'")).toEqual({ operation: 'SELECT' })
    expect(describeStatement("select 'PlantedMarker'::integer")).toEqual({ operation: 'SELECT' })
    expect(describeStatement('savepoint sp1')).toEqual({ operation: 'SAVEPOINT' })
    expect(describeStatement('  (select 1)')).toEqual({ operation: 'SQL' })
  })
})
