// A receipt as a file of its own, in the borrower's language: what the screen shows, readable
// without the app (the contract download works the same way).
import { i18n } from '../../i18n/i18n'
import { msg } from '@lingui/core/macro'
import { formatMomentIn, formatMoney } from '../../ui/formats'
import type { Receipt } from './api'

const escape = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)

/** The labelled lines of a receipt, in order: the same on the screen and in the file. */
export function receiptLines(receipt: Receipt, methodName: string): { label: string; value: string; testId: string }[] {
  const money = (amount: number) => formatMoney(amount, receipt.currency)
  return [
    { label: i18n._(msg`Reference`), value: receipt.reference, testId: 'reference' },
    { label: i18n._(msg`Paid on`), value: formatMomentIn(receipt.paidAt, receipt.timeZone), testId: 'paid-at' },
    { label: i18n._(msg`Paid by`), value: methodName, testId: 'method' },
    { label: i18n._(msg`Amount paid`), value: money(receipt.amt), testId: 'amount' },
    { label: i18n._(msg`To principal`), value: money(receipt.principal), testId: 'principal' },
    { label: i18n._(msg`To interest`), value: money(receipt.interest), testId: 'interest' },
    { label: i18n._(msg`To fees`), value: money(receipt.fees), testId: 'fees' },
    { label: i18n._(msg`Kept as your credit`), value: money(receipt.toCredit), testId: 'credit' },
    { label: i18n._(msg`Left to pay after this payment`), value: money(receipt.outstandingAfter), testId: 'outstanding-after' },
  ]
}

export function receiptHtml(receipt: Receipt, methodName: string, lenderName: string): string {
  const title = i18n._(msg`Payment receipt`)
  const rows = receiptLines(receipt, methodName)
    .map((line) => `<tr><th scope="row">${escape(line.label)}</th><td>${escape(line.value)}</td></tr>`)
    .join('')
  return `<!doctype html><html lang="${escape(i18n.locale)}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escape(title)} ${escape(receipt.reference)}</title><style>body{font-family:system-ui,sans-serif;max-width:480px;margin:24px auto;padding:0 16px}table{width:100%;border-collapse:collapse}th,td{padding:8px 0;border-bottom:1px solid #ddd;text-align:left}td{text-align:right}</style></head><body><h1>${escape(title)}</h1><p>${escape(lenderName)}</p><table>${rows}</table></body></html>`
}
