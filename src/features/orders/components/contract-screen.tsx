import { Trans, useLingui } from '@lingui/react/macro'
import { Link, useNavigate } from '@tanstack/react-router'
import { type ReactNode, useRef, useState } from 'react'
import { ApiError } from '../../../../contract/api-error'
import { ORDER_STATUS } from '../../../../contract/order-status'
import { errorText } from '../../../i18n/error-text'
import { activeLocale } from '../../../i18n/i18n'
import { showToast } from '../../../state/activity'
import { KeptCopyNote, NotKeptYet } from '../../../ui/kept-copy'
import { NoFeeNotice } from '../../../ui/no-fee-notice'
import { useOnline } from '../../../ui/offline-banner'
import { Page } from '../../../ui/page'
import { DownloadIcon } from '../../../ui/status-icons'
import { acceptContract, useContract } from '../api'
import { downloadFile } from '../../../ui/download-file'
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
  const kept = useContract(orderId, activeLocale())
  const online = useOnline()
  const [signing, setSigning] = useState(false)
  const [problem, setProblem] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  const acceptKey = useRef<string | null>(null)
  // The contract and its order, each kept on the phone: shown offline when both are.
  const data = kept.contract.data && kept.order.data ? ([kept.contract.data, kept.order.data] as const) : undefined
  const error = kept.contract.error ?? kept.order.error
  const loading = kept.contract.loading || kept.order.loading
  const reload = async () => {
    await Promise.all([kept.contract.reload(), kept.order.reload()])
  }
  const asOfs = [kept.contract.asOf, kept.order.asOf].filter((at) => at !== null)
  const asOf = asOfs.length > 0 ? Math.min(...asOfs) : null

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
          <NotKeptYet error={error} loading={loading} reload={reload} count={4} />
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
          <button type="button" className="btn btn-primary" disabled={busy || !online} onClick={() => void accept()}>
            {!online ? t`You are offline — this needs a connection` : busy ? t`Sending…` : t`Accept and sign`}
          </button>
        ) : null
      }
    >
      <KeptCopyNote asOf={asOf} />
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
