import { Trans, useLingui } from '@lingui/react/macro'
import { Dialog } from '../../../ui/dialog'

type Props = { open: boolean; onClose: () => void; onConfirm: () => void }

/** Says plainly that cancelling costs nothing before asking for the decision. */
export function CancelDialog({ open, onClose, onConfirm }: Props) {
  const { t } = useLingui()
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={t`Cancel this loan?`}
      actions={
        <>
          <button type="button" className="btn btn-primary" onClick={onConfirm}>
            <Trans>Yes, cancel for free</Trans>
          </button>
          <button type="button" className="btn btn-secondary" onClick={onClose}>
            <Trans>No, keep it</Trans>
          </button>
        </>
      }
    >
      <p>
        <Trans>No money has been sent to your bank account yet, so cancelling is free: there is no fee and nothing to repay.</Trans>
      </p>
      <p>
        <Trans>This cannot be undone. You can apply again later.</Trans>
      </p>
    </Dialog>
  )
}
