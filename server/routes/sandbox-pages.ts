import { eq } from 'drizzle-orm'
import type { Hono } from 'hono'
import { INTL_TAG, LOCALE_CODES, type Locale } from '../../contract/locales'
import { toMajor } from '../../contract/money'
import { orders, repayments } from '../db/schema'
import { marketOfApp } from '../domain/markets/company-market'
import { sandboxPay } from '../domain/money/sandbox-pay'
import { SANDBOX_PAGE_WORDS } from '../domain/money/sandbox-page-words'
import { escapeHtml } from '../domain/orders/contract-html'
import { requestLocale } from '../http/first-screen'
import type { AppBindings, Services } from '../services'

const STYLE = 'body{font-family:system-ui,"Noto Sans Thai","Noto Sans SC",sans-serif;max-width:420px;margin:40px auto;padding:0 16px;line-height:1.5}button{min-height:48px;width:100%;font-size:1rem;background:#0b6b3a;color:#fff;border:0;border-radius:12px}.amount{font-size:2rem;font-weight:700}'

function page(locale: Locale, title: string, body: string): string {
  const notice = SANDBOX_PAGE_WORDS[locale].notice
  return `<!doctype html><html lang="${locale}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(title)}</title><link rel="stylesheet" href="/sandbox/pay.css"></head><body><p><strong>${escapeHtml(notice)}</strong></p>${body}</body></html>`
}

/**
 * The sandbox payment provider's page: shows the amount and a Pay button (a plain form, no script),
 * in the borrower's language (the app's choice, else the browser's) among the lender's market's.
 */
export function mountSandboxPages(app: Hono<AppBindings>, services: Services): void {
  app.get('/sandbox/pay.css', (c) => c.body(STYLE, 200, { 'Content-Type': 'text/css', 'Cache-Control': 'no-cache' }))
  app.get('/sandbox/pay/:id', async (c) => {
    const [found] = await services.db
      .select({ payment: repayments, appId: orders.appId })
      .from(repayments)
      .innerJoin(orders, eq(orders.id, repayments.orderId))
      .where(eq(repayments.id, c.req.param('id')))
    if (!found) {
      const words = SANDBOX_PAGE_WORDS[requestLocale(c, LOCALE_CODES)]
      return c.html(page(requestLocale(c, LOCALE_CODES), words.notFoundTitle, `<h1>${escapeHtml(words.notFound)}</h1>`), 404)
    }
    const { payment } = found
    const { market } = await marketOfApp(services.db, found.appId)
    const locale = requestLocale(c, market.locales)
    const words = SANDBOX_PAGE_WORDS[locale]
    // As a wallet's checkout, a bank's transfer or a chain's till would, the page names what was picked.
    const choice = [...market.paymentWallets, ...market.paymentBanks, ...market.paymentCounterChains].find((w) => w.code === (payment.wallet ?? payment.bank ?? payment.counter))
    const money = new Intl.NumberFormat(INTL_TAG[locale], { style: 'currency', currency: market.currency, minimumFractionDigits: market.minorDigits, maximumFractionDigits: market.minorDigits }).format(toMajor(payment.amountMinor, market.minorDigits))
    const amount = `${choice ? `<p class="wallet">${escapeHtml(choice.name)}</p>` : ''}<p class="amount">${escapeHtml(money)}</p>`
    if (payment.status === 'succeeded') return c.html(page(locale, words.paidTitle, `<h1>${escapeHtml(words.paidTitle)}</h1>${amount}<p>${escapeHtml(words.paid)}</p>`))
    return c.html(
      page(
        locale,
        words.payTitle,
        `<h1>${escapeHtml(words.payTitle)}</h1>${amount}<form method="post" action="/sandbox/pay/${escapeHtml(payment.id)}"><button type="submit">${escapeHtml(words.pay)}</button></form>`,
      ),
    )
  })
  app.post('/sandbox/pay/:id', async (c) => {
    const id = c.req.param('id')
    await sandboxPay(services.db, services, id).catch(() => null)
    return c.redirect(`/sandbox/pay/${encodeURIComponent(id)}`, 303)
  })
}
