import { Trans, useLingui } from '@lingui/react/macro'
import '../consent.css'
import { useState } from 'react'
import type { ConsentPurpose } from '../../../../contract/consents'
import { formatDayIn } from '../../../ui/formats'
import { errorText } from '../../../i18n/error-text'
import { showToast } from '../../../state/activity'
import { Button } from '../../../ui/button'
import { Dialog } from '../../../ui/dialog'
import { PathLink } from '../../../ui/path-link'
import type { ConsentRecord } from '../api'
import { usePurposeText } from '../purpose-text'

type Props = { records: readonly ConsentRecord[]; onWithdraw: (purpose: ConsentPurpose) => Promise<void> }

/** The consents given, with their dates; each may be withdrawn. */
export function ConsentList({ records, onWithdraw }: Props) {
  const { t } = useLingui()
  const text = usePurposeText()
  const [asking, setAsking] = useState<ConsentPurpose | null>(null)
  const date = (iso: string) => formatDayIn(iso)
  // The latest record of each purpose says where it stands.
  const latest = [...new Map(records.map((r) => [r.purpose, r])).values()]

  async function withdraw(purpose: ConsentPurpose) {
    setAsking(null)
    try {
      await onWithdraw(purpose)
      showToast(t`Consent withdrawn`)
    } catch (error) {
      showToast(errorText(error), 'error')
    }
  }

  if (latest.length === 0) {
    return (
      <p className="muted">
        <Trans>You have not given any consent yet.</Trans>
      </p>
    )
  }
  return (
    <>
      <ul className="consent-list">
        {latest.map((record) => {
          const given = date(record.givenAt)
          const withdrawn = record.withdrawnAt === null ? null : date(record.withdrawnAt)
          return (
            <li key={record.purpose} className="card consent-item">
              <strong>{text[record.purpose].title}</strong>
              {withdrawn === null ? (
                <>
                  <span className="muted">
                    <Trans>Given on {given}</Trans>
                  </span>
                  <Button variant="text" className="consent-action" onClick={() => setAsking(record.purpose)}>
                    <Trans>Withdraw consent</Trans>
                  </Button>
                </>
              ) : (
                <>
                  <span className="muted">
                    <Trans>Withdrawn on {withdrawn}</Trans>
                  </span>
                  <PathLink to="/consent" className="btn btn-text consent-action">
                    <Trans>Give again</Trans>
                  </PathLink>
                </>
              )}
            </li>
          )
        })}
      </ul>
      <Dialog
        open={asking !== null}
        onClose={() => setAsking(null)}
        title={t`Withdraw this consent?`}
        actions={
          <>
            <Button onClick={() => asking && void withdraw(asking)}>
              <Trans>Withdraw consent</Trans>
            </Button>
            <Button variant="text" onClick={() => setAsking(null)}>
              <Trans>Keep it</Trans>
            </Button>
          </>
        }
      >
        <p>
          <Trans>We will delete the information we hold only for this purpose. Without it you cannot apply for a new loan.</Trans>
        </p>
      </Dialog>
    </>
  )
}
