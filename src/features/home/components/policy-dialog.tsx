import { Trans, useLingui } from '@lingui/react/macro'
import { Dialog } from '../../../ui/dialog'

export function PolicyDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useLingui()
  return (
    <Dialog open={open} onClose={onClose} title={t`Borrowing policy`}>
      <ul className="policy-list">
        <li>
          <Trans>Give true and complete information about yourself. It is used only to assess and manage your loan.</Trans>
        </li>
        <li>
          <Trans>Your verified name and ID number cannot be changed after you confirm them.</Trans>
        </li>
        <li>
          <Trans>You may cancel for free at any time before any money is sent to your bank account.</Trans>
        </li>
        <li>
          <Trans>We never ask you to pay anything to receive your loan. If anyone asks, it is not us.</Trans>
        </li>
      </ul>
    </Dialog>
  )
}
