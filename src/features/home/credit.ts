// The borrower's credit from an earlier loan (decisions/0012): sent back when they ask, at once.
import { call } from '../../api/client'

/** Asks the lender to send the held credit back (the route then reloads the user: none is left). */
export async function sendCreditBack(): Promise<void> {
  await call('/loan/credit/refund', {})
}
