// The borrowing policy agreed on Home. Recorded where every consent is, on the server (so it
// outlives this phone, and is withdrawn like the others), and in the user copy at once, so Home
// does not ask again while the record still waits in the outbox.
import type { UserInfo } from '../../../contract/schemas/accounts'
import { saveUser } from '../../offline/user-copy'

export async function rememberPolicyAgreed(user: UserInfo): Promise<void> {
  await saveUser({ ...user, consents: [...(user.consents ?? []), 'borrowing_policy'] })
  // The outbox opens the phone's database itself: loaded only now, after Home is on the display.
  const { submitForm } = await import('../../offline/outbox')
  await submitForm('borrowing-policy', [{ path: '/user/consent/give', body: { purpose: 'borrowing_policy' } }])
}
