import { Trans, useLingui } from '@lingui/react/macro'
import { Link, useNavigate } from '@tanstack/react-router'
import { type ReactNode, useRef, useState } from 'react'
import { ApiError } from '../../../../contract/api-error'
import { ORDER_STATUS } from '../../../../contract/order-status'
import { useRemote } from '../../../api/use-remote'
import { errorText } from '../../../i18n/error-text'
import { activeLocale } from '../../../i18n/i18n'
import { showToast } from '../../../state/activity'
import { NotLoaded } from '../../../ui/not-loaded'
import { NoFeeNotice } from '../../../ui/no-fee-notice'
import { Page } from '../../../ui/page'
import { DownloadIcon } from '../../../ui/status-icons'
import { acceptContract, fetchContract, fetchOrder } from '../api'
import { downloadFile } from '../download'
import '../orders.css'
import { ContractDraftNote, ContractSignature } from './contract-state'
import { ContractTermsView } from './contract-terms-view'

export type SignatureSlot = (props: { onSigned: () => void; onClose: () => void }) => ReactNode

type Props = {
  orderId: number
  /** The signature dialog, composed by the route; opened when the server says there is no signature yet. */
  renderSignature?: SignatureSlot
}

export function ContractScreen({ orderId, renderSignature }: Props) {
  const { t } = useLingui()
  const navigate = useNavigate()
  const remote = useRemote(() => Promise.all([fetchContract(orderId, activeLocale()), fetchOrder(orderId)]))
  const [signing, setSigning] = useState(false)
  const [problem, setProblem] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  const acceptKey = useRef<string | null>(null)
  const { data, error, loading, reload } = remote

  async function accept() {
    setProblem(null)
    acceptKey.current ??= crypto.randomUUID()
    const key = acceptKey.current
    setBusy(true)
    try {
      await acceptContract(orderId, key)
      showToast(t`Contract accepted`)
      await navigate({ to: '/detail/$orderId', params: { orderId }, replace: true })
    } catch (e) {
      // The server keeps its answer per key: after a refusal, the next attempt needs a new one.
      if (e instanceof ApiError) acceptKey.current = null
      if (e instanceof ApiError && e.code === 10004 && e.fields.includes('signatureImg')) {
        if (renderSignature) setSigning(true)
        else setProblem(t`Add your signature first: we could not find one on your account.`)
        return
      }
      setProblem(errorText(e))
      showToast(errorText(e), 'error')
    } finally {
      setBusy(false)
    }
  }

  if (!data) {
    const notYet = error instanceof ApiError && error.code === 40007
    return (
      <Page title={t`Contract`} back>
        {notYet ? (
          <div className="card empty-state" data-testid="contract-not-ready">
            <p>
              <Trans>Your contract appears here once your application is approved.</Trans>
            </p>
            <Link to="/detail/$orderId" params={{ orderId }} className="btn btn-secondary link-btn">
              <Trans>See my loan</Trans>
            </Link>
          </div>
        ) : (
          <NotLoaded error={error} loading={loading} reload={reload} count={4} />
        )}
      </Page>
    )
  }

  const [contract, order] = data
  const acceptable = contract.acceptedAt === null && order.status === ORDER_STATUS.approved
  return (
    <Page
      title={t`Contract`}
      back
      footer={
        acceptable ? (
          <button type="button" className="btn btn-primary" disabled={busy} onClick={() => void accept()}>
            {busy ? t`Sending…` : t`Accept and sign`}
          </button>
        ) : null
      }
    >
      {contract.acceptedAt === null ? <ContractDraftNote /> : null}
      <ContractTermsView terms={contract.terms} />
      <NoFeeNotice />
      {contract.acceptedAt !== null ? (
        <ContractSignature at={contract.acceptedAt} signature={contract.signature} />
      ) : acceptable ? (
        <p className="muted">
          <Trans>By tapping “Accept and sign” you agree to this contract, signed with the signature on your account.</Trans>
        </p>
      ) : null}
      {problem ? (
        <p className="card form-error" role="alert">
          {problem}
        </p>
      ) : null}
      <button
        type="button"
        className="btn btn-secondary link-btn download-btn"
        onClick={() => downloadFile(contract.html, `contract-${orderId}.html`, 'text/html')}
      >
        <DownloadIcon />
        <Trans>Download the contract</Trans>
      </button>
      {signing && renderSignature
        ? renderSignature({
            onSigned: () => {
              setSigning(false)
              void accept()
            },
            onClose: () => setSigning(false),
          })
        : null}
    </Page>
  )
}
