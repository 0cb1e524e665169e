import type { Context, Hono } from 'hono'
import { ApiError } from '../../contract/api-error'
import { API_PREFIX, ENDPOINTS, type EndpointPath } from '../../contract/endpoints'
import { resolveSession } from '../domain/accounts/sessions'
import { deviceIdOf } from '../domain/kyc/devices'
import { databaseUnavailable, retryDelays } from '../db/unavailable'
import { busyAnswer } from './busy'
import { requestLocale } from './first-screen'
import { type EnvelopeBody, failure, success } from './envelope'
import { summarizeError } from '../error-summary'
import type { Handler, Handlers } from './handlers'
import { isValidKey, keepAnswer, requestHash, runOnce } from './idempotency'
import { parseBody } from './parse-body'
import type { AppBindings, CallContext, Services } from '../services'

export function mountEndpoints(app: Hono<AppBindings>, services: Services, handlers: Handlers): void {
  for (const path of Object.keys(handlers) as EndpointPath[]) {
    const handler = handlers[path] as Handler<EndpointPath>
    app.post(`${API_PREFIX}${path}`, async (c) => {
      const { status, body } = await answer(c, services, path, handler)
      services.metrics.answers.inc({ path, code: body.code })
      c.set('answerCode', body.code)
      return c.json(body, status)
    })
  }
  app.all(`${API_PREFIX}/*`, (c) => c.json(failure(new ApiError(40007))))
}

async function answer(
  c: Context<AppBindings>,
  services: Services,
  path: EndpointPath,
  handler: Handler<EndpointPath>,
): Promise<{ status: 200 | 500 | 503; body: EnvelopeBody }> {
  const endpoint = ENDPOINTS[path]
  // A read, or a change under an Idempotency-Key, may be made again when the database went away
  // under it: the key's record commits with the change or not at all, so a repeat either finds the
  // first answer or makes the only one. A change without a key is not repeated: whether it
  // committed before the connection broke cannot be known.
  const repeatable = !endpoint.changes || c.req.header('idempotency-key') !== undefined
  let body: Promise<unknown> | undefined
  const parsedBody = () => (body ??= parseBody(c.req.raw, endpoint.body, 'multipart' in endpoint))
  // How long: DB_UNAVAILABLE_RETRY_MS (a failover here takes a few seconds: bench/failover-report.md).
  const delays = repeatable ? retryDelays(services.env.DB_UNAVAILABLE_RETRY_MS) : []
  for (let attempt = 0; ; attempt++) {
    try {
      return await attemptAnswer(c, services, path, handler, parsedBody)
    } catch (error) {
      if (error instanceof ApiError) return { status: 200, body: failure(error) }
      const delay = delays[attempt]
      if (delay !== undefined && databaseUnavailable(error)) {
        services.metrics.databaseRetries.inc()
        await new Promise((resolve) => setTimeout(resolve, delay))
        continue
      }
      const busy = busyAnswer(error)
      if (busy) {
        if (databaseUnavailable(error)) services.log.error({ msg: 'database unavailable', path, attempts: attempt + 1, ...summarizeError(error) })
        return { status: busy.status, body: failure(busy.error) }
      }
      services.log.error({ msg: 'unhandled', path, ...summarizeError(error) })
      return { status: 500, body: failure(new ApiError(500)) }
    }
  }
}

async function attemptAnswer(
  c: Context<AppBindings>,
  services: Services,
  path: EndpointPath,
  handler: Handler<EndpointPath>,
  parsedBody: () => Promise<unknown>,
): Promise<{ status: 200; body: EnvelopeBody }> {
  const endpoint = ENDPOINTS[path]
  const afterCommit: (() => Promise<void>)[] = []
  const completions: ((answer: unknown) => Promise<unknown>)[] = []
  const ctx: CallContext = {
    services,
    db: services.db,
    userId: null,
    ip: c.get('clientIp'),
    deviceId: deviceIdOf(c.req.header('x-device-id')),
    // Where the caller states no language, a text goes in the market's first (Thai in Thailand).
    readsIn: (offered) => requestLocale(c, offered, offered[0]),
    afterCommit: (call) => void afterCommit.push(call),
    answerAfterCommit: (complete) => void completions.push(complete as (answer: unknown) => Promise<unknown>),
  }
  if (endpoint.auth) {
    const claim = { token: c.req.header('authorization'), policy: { idleDays: services.env.SESSION_IDLE_DAYS, maxDays: services.env.SESSION_MAX_DAYS }, now: services.now() }
    if (handler.readsSession) ctx.session = claim
    else ctx.userId = await resolveSession(services.db, claim.token, claim.policy, claim.now)
  }
  const body = await parsedBody().catch(async (error: unknown) => {
    // A session's refusal comes before a bad body's, whoever reads the session.
    if (ctx.session) await resolveSession(services.db, ctx.session.token, ctx.session.policy, ctx.session.now)
    throw error
  })
  const key = c.req.header('idempotency-key')
  if (!endpoint.changes || key === undefined) {
    const data: unknown = await handler(body as never, ctx, c.req.raw)
    await runAfterCommit(services, path, afterCommit)
    return { status: 200, body: await completed(success(data), completions) }
  }
  if (!isValidKey(key)) throw new ApiError(10004, { fields: ['Idempotency-Key'] })
  const record = { account: ctx.userId === null ? 'anonymous' : `user:${ctx.userId}`, key, hash: await requestHash(path, body) }
  let replayed = false
  const stored = await runOnce(
    services.db,
    record,
    async (tx) => success(await handler(body as never, { ...ctx, db: tx }, c.req.raw)),
    () => {
      replayed = true
      services.metrics.replays.inc()
    },
  )
  if (stored.code !== 0) return { status: 200, body: stored }
  const { resume } = handler
  if (replayed && resume) completions.push((data) => resume(data as never, ctx))
  await runAfterCommit(services, path, afterCommit)
  if (completions.length === 0) return { status: 200, body: stored }
  const finished = await completed(stored, completions)
  // A completion that failed keeps the committed answer, for a replay to complete (Handler.resume);
  // a replay that found nothing to add writes nothing.
  if (finished.code === 0 && JSON.stringify(finished) !== JSON.stringify(stored)) await keepAnswer(services.db, record, finished)
  return { status: 200, body: finished }
}

// A completion that refuses (the provider said no, or did not answer) turns the answer into that
// refusal; what the handler committed stays, as it is for the afterCommit calls.
async function completed(answer: EnvelopeBody, completions: ((answer: unknown) => Promise<unknown>)[]): Promise<EnvelopeBody> {
  if (answer.code !== 0) return answer
  let data: unknown = answer.data
  try {
    for (const complete of completions) data = await complete(data)
  } catch (error) {
    if (error instanceof ApiError) return failure(error)
    throw error
  }
  return success(data)
}

// A provider that fails here leaves the committed change as it is: a code not delivered is asked
// for again by the borrower, as when the text is lost on the way.
async function runAfterCommit(services: Services, path: EndpointPath, calls: (() => Promise<void>)[]): Promise<void> {
  for (const call of calls) await call().catch((error: unknown) => services.log.error({ msg: 'after commit', path, ...summarizeError(error) }))
}
