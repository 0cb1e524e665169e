import { Trans, useLingui } from '@lingui/react/macro'
import '../privacy.css'
import { type ReactNode, useState } from 'react'
import { ApiError } from '../../../../contract/api-error'
import { marketTerms } from '../../../../contract/market/terms'
import { lender } from '../../../config'
import { errorText } from '../../../i18n/error-text'
import { Button } from '../../../ui/button'
import { DataRights } from '../../../ui/data-rights'
import { Dialog } from '../../../ui/dialog'
import { Page } from '../../../ui/page'
import { deleteAccount, downloadMyData } from '../api'
import type { DeletionBlock } from '../deletion-block'
import { DeletionBlocked } from './deletion-blocked'

type Props = {
  /** The consents given, with their dates and a way to withdraw each. */
  consents: ReactNode
  /** After the account is deleted: end the session on this phone. */
  onDeleted: () => Promise<void>
  /** Why deleting cannot go ahead now (the latest loan is open), and where that loan is; null when nothing is known to stop it. */
  blocked: { block: DeletionBlock; loanTo: string } | null
}

export function PrivacyScreen({ consents, onDeleted, blocked }: Props) {
  const { t, i18n } = useLingui()
  const [busy, setBusy] = useState<'export' | 'delete' | null>(null)
  const [confirming, setConfirming] = useState(false)
  const [exportError, setExportError] = useState<string | null>(null)
  const [deleteError, setDeleteError] = useState<string | null>(null)

  async function download() {
    setBusy('export')
    setExportError(null)
    try {
      await downloadMyData(i18n.locale)
    } catch (error) {
      setExportError(errorText(error))
    } finally {
      setBusy(null)
    }
  }

  async function remove() {
    setBusy('delete')
    setDeleteError(null)
    try {
      await deleteAccount()
      setConfirming(false)
      await onDeleted()
    } catch (error) {
      const loanOpen = error instanceof ApiError && error.code === 10041
      setDeleteError(loanOpen ? `${errorText(error)}. ${t`Repay or cancel it first; then you can delete your account.`}` : errorText(error))
    } finally {
      setBusy(null)
    }
  }

  return (
    <Page title={t`Privacy`} back>
      <h2 className="section-title">
        <Trans>Your consents</Trans>
      </h2>
      {consents}
      <h2 className="section-title">
        <Trans>Your data</Trans>
      </h2>
      <p className="note">
        <Trans>Download a copy of everything we hold about you, as one ZIP file you can open or share. It holds:</Trans>
      </p>
      <ul className="export-contents">
        <li>
          <Trans>your account, profile, emergency contacts, bank account and consents;</Trans>
        </li>
        <li>
          <Trans>every loan with its contract, schedule, payouts and repayments;</Trans>
        </li>
        <li>
          <Trans>your ID photos and signature;</Trans>
        </li>
        <li>
          <Trans>a README file that explains each part, in your language.</Trans>
        </li>
      </ul>
      <p className="note muted">
        <Trans>Your password and PIN are not in it: we keep them only in a form that nobody can read back.</Trans>
      </p>
      <DataRights rights={marketTerms(lender.market).dataRights} />
      <Button variant="secondary" disabled={busy !== null} onClick={download}>
        {busy === 'export' ? t`Preparing…` : t`Download my data`}
      </Button>
      {exportError ? (
        <p className="field-error" role="alert">
          {exportError}
        </p>
      ) : null}
      <h2 className="section-title">
        <Trans>Delete your account</Trans>
      </h2>
      <p className="note">
        <Trans>This deletes your account and the personal information we hold about you. It is not possible while a loan is open.</Trans>
      </p>
      {blocked ? <DeletionBlocked block={blocked.block} loanTo={blocked.loanTo} /> : null}
      <Button variant="secondary" className="btn-danger" disabled={busy !== null || blocked !== null} onClick={() => setConfirming(true)}>
        <Trans>Delete my account</Trans>
      </Button>
      <Dialog
        open={confirming}
        onClose={() => setConfirming(false)}
        title={t`Delete your account?`}
        actions={
          <>
            <Button className="btn-danger-solid" disabled={busy !== null} onClick={remove}>
              {busy === 'delete' ? t`Deleting…` : t`Delete my account`}
            </Button>
            <Button variant="text" onClick={() => setConfirming(false)}>
              <Trans>Cancel</Trans>
            </Button>
          </>
        }
      >
        <p className="note">
          <Trans>You will be logged out and cannot log in to this account again. This cannot be undone.</Trans>
        </p>
        {deleteError ? (
          <p className="field-error" role="alert">
            {deleteError}
          </p>
        ) : null}
      </Dialog>
    </Page>
  )
}
