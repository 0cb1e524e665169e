import type { Data, EndpointPath, ParsedBody } from '../../contract/endpoints'
import type { CallContext } from './services'

export type Handler<P extends EndpointPath> = (body: ParsedBody<P>, ctx: CallContext, request: Request) => Promise<Data<P>>

export type Handlers = { [P in EndpointPath]?: Handler<P> }

/** Groups handlers of one area with their types checked against the contract. */
export function defineHandlers<const H extends Handlers>(handlers: H): H {
  return handlers
}
