import type { BorrowerView } from '../../../../contract/admin/schemas/borrower-view'
import type { StaffRole } from '../../../../contract/admin/roles'
import { when } from '../../../components/format'
import { MaskedNumber } from '../../../components/masked-number'
import { canCall } from './can-call'

/** Who the borrower is: numbers masked to their last four, opened one at a time where the role may (each opening logged). */
export function AccountPanel({ view, roles }: { view: BorrowerView; roles: readonly StaffRole[] }) {
  const canOpen = canCall(roles, '/borrowers/reveal')
  return (
    <section className="card" aria-labelledby="account-heading">
      <h2 id="account-heading">Account</h2>
      <dl>
        <dt>Phone</dt>
        <dd>
          <MaskedNumber userId={view.userId} field="mobile" masked={view.mobileMasked} canOpen={canOpen} />
        </dd>
        <dt>ID number</dt>
        <dd>
          <MaskedNumber userId={view.userId} field="identity" masked={view.identityMasked} canOpen={canOpen} />
        </dd>
        <dt>Bank account</dt>
        <dd>
          {view.bankName ?? ''} <MaskedNumber userId={view.userId} field="cardNo" masked={view.cardNoMasked} canOpen={canOpen} />
        </dd>
        <dt>Registered</dt>
        <dd>{when(view.registeredAt)}</dd>
      </dl>
    </section>
  )
}
