import { Trans, useLingui } from '@lingui/react/macro'
import { useKeptRemote } from '../../../offline/use-kept-remote'
import { downloadFile } from '../../../ui/download-file'
import { KeptCopyNote, NotKeptYet } from '../../../ui/kept-copy'
import { Page } from '../../../ui/page'
import { DownloadIcon } from '../../../ui/status-icons'
import { fetchReceipt } from '../api'
import { useMethodNames } from '../method-names'
import { receiptHtml, receiptLines } from '../receipt-document'
import '../repay.css'

type Props = { paymentId: string; lenderName: string }

/**
 * One payment's receipt: how it was paid and how the money was applied. Kept on this phone once
 * opened, so it reads the same offline; downloadable as a file in the borrower's language.
 */
export function ReceiptScreen({ paymentId, lenderName }: Props) {
  const { t } = useLingui()
  const names = useMethodNames()
  const receipt = useKeptRemote({ kind: 'receipt', id: paymentId }, () => fetchReceipt(paymentId))
  const data = receipt.data
  return (
    <Page title={t`Payment receipt`} back>
      <KeptCopyNote asOf={receipt.asOf} />
      {!data ? (
        <NotKeptYet error={receipt.error} loading={receipt.loading} reload={receipt.reload} count={4} />
      ) : (
        <section className="card receipt" data-testid="receipt">
          <dl className="receipt-lines">
            {receiptLines(data, names[data.method]).map((line) => (
              <div key={line.testId} className="receipt-line">
                <dt>{line.label}</dt>
                <dd data-testid={`receipt-${line.testId}`}>{line.value}</dd>
              </div>
            ))}
          </dl>
          <button
            type="button"
            className="btn btn-secondary link-btn download-btn"
            data-testid="download-receipt"
            onClick={() => downloadFile(receiptHtml(data, names[data.method], lenderName), `receipt-${data.reference}.html`, 'text/html')}
          >
            <DownloadIcon />
            <Trans>Download the receipt</Trans>
          </button>
        </section>
      )}
    </Page>
  )
}
