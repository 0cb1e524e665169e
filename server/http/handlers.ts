import type { Data, EndpointPath, ParsedBody } from '../../contract/endpoints'
import type { SessionClaim } from '../domain/accounts/sessions'
import type { CallContext } from '../services'

export type Handler<P extends EndpointPath> = ((body: ParsedBody<P>, ctx: CallContext, request: Request) => Promise<Data<P>>) & { resume?: Resume<P>; readsSession?: true }

/**
 * Finishes a kept answer when its Idempotency-Key is replayed: what a completion after the commit
 * (CallContext.answerAfterCommit) would have added, had the process not stopped or the provider
 * not failed before it was kept.
 */
export type Resume<P extends EndpointPath> = (answer: Data<P>, ctx: CallContext) => Promise<Data<P>>

/** A handler whose answer is completed after the commit, with how a replay completes it. */
export function resumable<P extends EndpointPath>(handler: (body: ParsedBody<P>, ctx: CallContext) => Promise<Data<P>>, resume: Resume<P>): Handler<P> {
  return Object.assign((body: ParsedBody<P>, ctx: CallContext) => handler(body, ctx), { resume })
}

export type Handlers = { [P in EndpointPath]?: Handler<P> }

/** Groups handlers of one area with their types checked against the contract. */
export function defineHandlers<const H extends Handlers>(handlers: H): H {
  return handlers
}

/**
 * A read that checks the session in its own first statement (readWithSession), with what it reads
 * of the borrower: one round trip fewer than the session read mountEndpoints otherwise sends first.
 * It gets the call's claim instead of a user id.
 */
export function readsSession<P extends EndpointPath>(handler: (body: ParsedBody<P>, ctx: CallContext, claim: SessionClaim) => Promise<Data<P>>): Handler<P> {
  return Object.assign(
    (body: ParsedBody<P>, ctx: CallContext) => {
      if (!ctx.session) throw new Error('handler needs an authenticated call')
      return handler(body, ctx, ctx.session)
    },
    { readsSession: true as const },
  )
}
