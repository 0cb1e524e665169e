import { idTypeOf, MARKETS } from '../../../contract/market'
import type { ContractTerms } from '../../../contract/schemas/contract-terms'

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' }

/** Every value goes through here: the terms hold a name the borrower typed. */
export function escapeHtml(value: string | number): string {
  return String(value).replace(/[&<>"']/g, (c) => ESCAPES[c] ?? c)
}

const money = (terms: ContractTerms, amount: number) => `${escapeHtml(terms.currency)} ${escapeHtml(amount.toFixed(2))}`

/** "Thai national ID card 1***********1": the document named with the masked number. */
function idDocument(terms: ContractTerms): string {
  const code = terms.borrower.idType
  const type = code ? Object.values(MARKETS).map((m) => idTypeOf(m, code)).find(Boolean) : undefined
  return `${type ? `${escapeHtml(type.label.en)} ` : 'ID '}${escapeHtml(terms.borrower.idNumberMasked)}`
}

/** The Philippine Truth in Lending figures, where the terms carry them. */
function monthlyRows(terms: ContractTerms): string {
  const row = (name: string, value: number | undefined) => (value === undefined ? '' : `<tr><th>${name}</th><td>${escapeHtml(value.toFixed(2))}% a month</td></tr>`)
  return row('Nominal interest rate', terms.monthlyNominalPercent) + row('Effective interest rate (EIR)', terms.monthlyEffectivePercent)
}

/** The downloadable contract document, rendered only from the frozen terms. */
export function renderContractHtml(terms: ContractTerms): string {
  const rows = terms.schedule
    .map((line) => `<tr><td>${escapeHtml(line.period)}</td><td>${escapeHtml(line.dueDate)}</td><td>${money(terms, line.amt)}</td></tr>`)
    .join('')
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Loan contract ${escapeHtml(terms.orderId)}</title></head><body>
<h1>Loan contract no. ${escapeHtml(terms.orderId)}</h1>
<p>Lender: ${escapeHtml(terms.lender.name)}, licence ${escapeHtml(terms.lender.licence)} (${escapeHtml(terms.lender.regulator)}).</p>
<p>Borrower: ${escapeHtml(terms.borrower.name)}, ${idDocument(terms)}, phone ${escapeHtml(terms.borrower.mobileMasked)}.</p>
<h2>Cost of the loan</h2>
<table><tbody>
<tr><th>Amount financed</th><td>${money(terms, terms.amountFinanced)}</td></tr>
<tr><th>Paid into your bank account</th><td>${money(terms, terms.netProceeds)}</td></tr>
<tr><th>Finance charge</th><td>${money(terms, terms.financeCharge)}</td></tr>
<tr><th>Total to repay</th><td>${money(terms, terms.totalToRepay)}</td></tr>
<tr><th>Interest rate</th><td>${escapeHtml(terms.ratePerPeriodPercent)}% per ${escapeHtml(terms.periodUnit)}, ${escapeHtml(terms.periods)} ${escapeHtml(terms.periodUnit)}s</td></tr>
<tr><th>Annual percentage rate (APR)</th><td>${escapeHtml(terms.aprPercent.toFixed(2))}%</td></tr>
<tr><th>Effective annual rate</th><td>${escapeHtml(terms.effectiveAnnualPercent.toFixed(2))}%</td></tr>
${monthlyRows(terms)}
<tr><th>Fees</th><td>None</td></tr>
</tbody></table>
<h2>Repayment schedule</h2>
<table><thead><tr><th>Period</th><th>Due date</th><th>Amount</th></tr></thead><tbody>${rows}</tbody></table>
<h2>Your rights</h2>
<ul>
<li>Nothing is deducted from the loan and no fee is charged to receive it. We never ask you to pay anything to receive your loan.</li>
<li>You may cancel for free at any time before any money is paid into your bank account.</li>
<li>You may repay early, in part or in full, at any time and without a penalty; you then pay the principal still owed and the interest of the periods already begun.</li>
<li>Your personal data is used only to assess, pay out and manage this loan, as you consented, and you may download or delete it as the law allows.</li>
</ul>
<p>Terms fixed on ${escapeHtml(terms.frozenAt)}.</p>
</body></html>`
}
