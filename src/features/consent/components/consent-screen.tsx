import { Trans, useLingui } from '@lingui/react/macro'
import '../consent.css'
import { useState } from 'react'
import { type ConsentPurpose, DATA_PURPOSES } from '../../../../contract/consents'
import { marketTerms } from '../../../../contract/market/terms'
import { lender } from '../../../config'
import { submitForm } from '../../../offline/outbox'
import { errorText } from '../../../i18n/error-text'
import { showToast } from '../../../state/activity'
import { Button } from '../../../ui/button'
import { DataRights } from '../../../ui/data-rights'
import { ShieldIcon } from '../../../ui/icons'
import { Page } from '../../../ui/page'
import { useQueuedNotice } from '../../../ui/saved-on-phone'
import { serverProblems } from '../../../ui/server-problems'
import { consentSubmissions } from '../api'
import { usePurposeText } from '../purpose-text'

type Props = {
  /** Purposes already agreed to, as far as the server could be asked (empty when offline). */
  standing: ReadonlySet<ConsentPurpose>
  onDone: () => void
}

/** Asks for each purpose separately, before any personal data leaves the phone. */
export function ConsentScreen({ standing, onDone }: Props) {
  const { t } = useLingui()
  const text = usePurposeText()
  const queuedNotice = useQueuedNotice()
  const [agreed, setAgreed] = useState<ReadonlySet<ConsentPurpose>>(new Set())
  const [busy, setBusy] = useState(false)
  // Continue before every purpose is agreed to says which one is missing, rather than doing nothing.
  const [asked, setAsked] = useState(false)
  const isAgreed = (p: ConsentPurpose) => standing.has(p) || agreed.has(p)

  const toggle = (purpose: ConsentPurpose, on: boolean) => {
    const next = new Set(agreed)
    if (on) next.add(purpose)
    else next.delete(purpose)
    setAgreed(next)
  }

  async function submit() {
    const missing = DATA_PURPOSES.find((p) => !isAgreed(p))
    if (missing) {
      setAsked(true)
      document.querySelector<HTMLInputElement>(`input[name="${missing}"]`)?.focus()
      return
    }
    setBusy(true)
    try {
      const result = await submitForm('consent', consentSubmissions(agreed, standing))
      if (result.status === 'rejected') return showToast(serverProblems(result.rejections, () => null).general.join(' '), 'error')
      if (result.status === 'queued') queuedNotice(result.offline)
      onDone()
    } catch (error) {
      showToast(errorText(error), 'error')
    } finally {
      setBusy(false)
    }
  }

  return (
    <Page
      title={t`Your consent`}
      back
      footer={
        <Button disabled={busy} onClick={submit}>
          {busy ? t`Sending…` : t`Agree and continue`}
        </Button>
      }
    >
      <p className="notice note">
        <ShieldIcon />
        <span>
          <Trans>
            Before you fill in your details, tell us what we may use them for. We ask for each use separately. This is not part of any loan
            agreement.
          </Trans>
        </span>
      </p>
      <DataRights rights={marketTerms(lender.market).dataRights} />
      {DATA_PURPOSES.map((purpose) => (
        <section key={purpose} className="card consent-card" aria-labelledby={`consent-${purpose}`}>
          <h2 id={`consent-${purpose}`} className="card-title">
            {text[purpose].title}
          </h2>
          <p>{text[purpose].body}</p>
          <label className="checkbox">
            <input
              type="checkbox"
              name={purpose}
              checked={isAgreed(purpose)}
              disabled={standing.has(purpose)}
              onChange={(e) => toggle(purpose, e.target.checked)}
            />
            <span>{standing.has(purpose) ? <Trans>You have agreed to this</Trans> : <Trans>I agree</Trans>}</span>
          </label>
          {asked && !isAgreed(purpose) ? (
            <p className="field-error" role="alert">
              <Trans>Tick “I agree” to continue: each of the three is needed to apply for a loan.</Trans>
            </p>
          ) : null}
        </section>
      ))}
      <p className="note muted">
        <Trans>All three are needed to apply for a loan. You can withdraw your consent at any time in My › Privacy.</Trans>
      </p>
    </Page>
  )
}
