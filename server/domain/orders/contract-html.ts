import type { Locale } from '../../../contract/locales'
import { type ContractWords, contractWording } from '../../../contract/market/contract-words'
import { type DisclosedRate, disclosedRate } from '../../../contract/disclosed-rate'
import { idTypeOf, marketPacks } from '../../../contract/market'
import type { MarketPack } from '../../../contract/market/types'
import { cadenceOf } from '../../../contract/repayment-cadence'
import { regulatorName } from '../../../contract/market/regulator-name'
import type { ContractTerms } from '../../../contract/schemas/contract-terms'
import { contractFormats } from './contract-formats'

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' }

/** Every text goes through here: the terms hold a name the borrower typed. */
export function escapeHtml(value: string | number): string {
  return String(value).replace(/[&<>"']/g, (c) => ESCAPES[c] ?? c)
}

/** How the document is drawn: in which language, for which time zone, and whether it was accepted. */
export type ContractView = {
  locale: Locale
  /** The borrower's market's time zone: the signing time is read there. */
  timeZone: string
  /** Null while a draft; `signature` a data: URL, so the downloaded file shows it offline, or null once no longer held. */
  accepted: { at: Date; signature: string | null } | null
  /** The borrower's market: its contract's wording, which rate its regulator requires, what lateness brings, where to complain. */
  market: Pick<MarketPack, 'code' | 'disclosure' | 'latePayment' | 'complaints' | 'minorDigits'>
}

// Inline, so the downloaded file reads well offline; the document is never served as a page.
const STYLE = `body{font-family:system-ui,"Noto Sans Thai","Noto Sans SC",sans-serif;line-height:1.6;max-width:720px;margin:0 auto;padding:16px;color:#1b1f23}
table{border-collapse:collapse;width:100%}th,td{text-align:start;padding:4px 8px;border-bottom:1px solid #d0d5da;vertical-align:top}
.draft{border:3px dashed #8c1d18;color:#8c1d18;padding:12px;margin:16px 0}.draft strong{font-size:1.25rem;text-transform:uppercase}
.signature img{max-width:280px;height:auto;border-bottom:1px solid #1b1f23}`

/** "Thai national ID card 1***********1": the document named in the borrower's language, with the masked number. */
function idDocument(terms: ContractTerms, words: ContractWords, locale: Locale): string {
  const code = terms.borrower.idType
  const type = code ? marketPacks().map((m) => idTypeOf(m, code)).find(Boolean) : undefined
  return type ? `${type.label[locale] ?? type.label.en} ${terms.borrower.idNumberMasked}` : words.idNumber(terms.borrower.idNumberMasked)
}

const row = (name: string, value: string) => `<tr><th>${escapeHtml(name)}</th><td>${escapeHtml(value)}</td></tr>`

function signatureBlock(terms: ContractTerms, words: ContractWords, accepted: NonNullable<ContractView['accepted']>, moment: string): string {
  const image = accepted.signature
    ? `<img src="${escapeHtml(accepted.signature)}" alt="${escapeHtml(words.signatureAlt)}">`
    : `<p>${escapeHtml(words.signatureGone)}</p>`
  return `<section class="signature"><h2>${escapeHtml(words.signatureHeading)}</h2>${image}<p>${escapeHtml(words.signedBy(terms.borrower.name, moment))}</p></section>`
}

/** The downloadable contract, rendered only from the frozen terms: a draft until accepted, then with the signature and the time. */
export function renderContractHtml(terms: ContractTerms, asked: ContractView): string {
  // A language the market's contract is not written in reads the English one, all of it in English.
  const { locale, words } = contractWording(asked.market.code, asked.locale)
  const view = { ...asked, locale }
  const f = contractFormats(view.locale, { code: terms.currency, minorDigits: view.market.minorDigits }, view.timeZone)
  const title = words.title(String(terms.orderId))
  const schedule = terms.schedule.map((line) => `<tr><td>${escapeHtml(line.period)}</td><td>${escapeHtml(f.day(line.dueDate))}</td><td>${escapeHtml(f.money(line.amt))}</td></tr>`)
  const { name: rateName, value: rateValue } = rateRow(disclosedRate(view.market.disclosure, terms), words, f.percent)
  const draft = view.accepted
    ? ''
    : `<p class="draft" role="note"><strong>${escapeHtml(words.draft)}</strong><br>${escapeHtml(words.draftNote)}</p>`
  return `<!doctype html><html lang="${escapeHtml(view.locale)}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(view.accepted ? title : `${title} (${words.draft})`)}</title><style>${STYLE}</style></head><body>
${draft}
<h1>${escapeHtml(title)}</h1>
<p>${escapeHtml(words.lender(terms.lender.name, terms.lender.licence, regulatorName(terms.lender.regulator, view.locale)))}</p>
<p>${escapeHtml(words.borrower(terms.borrower.name, idDocument(terms, words, view.locale), terms.borrower.mobileMasked))}</p>
<h2>${escapeHtml(words.costHeading)}</h2>
<table><tbody>
${row(words.amountFinanced, f.money(terms.amountFinanced))}
${row(words.netProceeds, f.money(terms.netProceeds))}
${row(words.financeCharge, f.money(terms.financeCharge))}
${row(words.totalToRepay, f.money(terms.totalToRepay))}
${row(rateName, rateValue)}
${row(words.interestRate, words.interest(f.percent(terms.ratePerPeriodPercent), terms.periodUnit))}
${row(words.repaymentsLabel, words.repayments(terms.schedule.length, cadenceOf(terms.periodUnit, terms.schedule.length, terms.periods)))}
${row(words.fees, terms.fees.length === 0 ? words.noFees : terms.fees.map((fee) => `${fee.name}: ${f.money(fee.amount)}`).join('; '))}
</tbody></table>
<h2>${escapeHtml(words.scheduleHeading)}</h2>
<table><thead><tr><th>${escapeHtml(words.period)}</th><th>${escapeHtml(words.dueDate)}</th><th>${escapeHtml(words.amount)}</th></tr></thead><tbody>${schedule.join('')}</tbody></table>
${lateSection(words, view)}
<h2>${escapeHtml(words.rightsHeading)}</h2>
<ul>${words.rights.map((right) => `<li>${escapeHtml(right)}</li>`).join('')}</ul>
<p>${escapeHtml(words.termsFixed(f.dayOf(new Date(terms.frozenAt))))}</p>
${view.accepted ? signatureBlock(terms, words, view.accepted, f.moment(view.accepted.at)) : ''}
</body></html>`
}

/** The one rate the market's regulator requires, in the contract's words for it. */
function rateRow(rate: DisclosedRate, words: ContractWords, percent: (value: number) => string): { name: string; value: string } {
  if (rate.name === 'dailyCost') {
    // A market that discloses the cost a day gives its words (test/unit/contract-words.test.ts holds every pack to it).
    if (!words.dailyCost) throw new Error('the contract words give no name for the cost a day')
    return { name: words.dailyCost.name, value: words.dailyCost.aDay(percent(rate.percent)) }
  }
  if (rate.name === 'effectiveAnnual') return { name: words.effectiveAnnualRate, value: words.aYear(percent(rate.percent)) }
  return { name: words.monthlyEirRate, value: words.aMonth(percent(rate.percent)) }
}

/** What lateness costs and brings, and where to complain: all from the market pack. */
function lateSection(words: ContractWords, { market, locale }: ContractView): string {
  const late = market.latePayment
  const body = market.complaints.escalateTo
  const when = late.graceDays === 0 ? words.lateNextDay : words.lateAfter(String(late.graceDays))
  const paragraphs = [
    when,
    `${words.lateCharges} ${late.lawAllows[locale] ?? late.lawAllows.en}`,
    words.lateBureau(late.bureau[locale] ?? late.bureau.en),
  ]
  const complain = [words.complainFirst, words.complainThen(body.name[locale] ?? body.name.en, body.phones.join(', '), body.email, body.web)]
  const p = (text: string) => `<p>${escapeHtml(text)}</p>`
  return `<section id="late-payment"><h2>${escapeHtml(words.lateHeading)}</h2>${paragraphs.map(p).join('')}</section>
<section id="complaints"><h2>${escapeHtml(words.complainHeading)}</h2>${complain.map(p).join('')}</section>`
}
