import { eq } from 'drizzle-orm'
import type { Hono } from 'hono'
import { toMajor } from '../../contract/money'
import { PAYMENT_WALLETS, WALLET_NAMES } from '../../contract/payment-methods'
import { repayments } from '../db/schema'
import { sandboxPay } from '../domain/money/sandbox-pay'
import { escapeHtml } from '../domain/orders/contract-html'
import type { AppBindings, Services } from '../http/services'

const STYLE = 'body{font-family:system-ui,sans-serif;max-width:420px;margin:40px auto;padding:0 16px;line-height:1.5}button{min-height:48px;width:100%;font-size:1rem;background:#0b6b3a;color:#fff;border:0;border-radius:12px}.amount{font-size:2rem;font-weight:700}'

function page(title: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(title)}</title><link rel="stylesheet" href="/sandbox/pay.css"></head><body><p><strong>Sandbox payment page</strong> — no real money moves here.</p>${body}</body></html>`
}

/** The sandbox payment provider's page: shows the amount and a Pay button (a plain form, no script). */
export function mountSandboxPages(app: Hono<AppBindings>, services: Services): void {
  app.get('/sandbox/pay.css', (c) => c.body(STYLE, 200, { 'Content-Type': 'text/css', 'Cache-Control': 'no-cache' }))
  app.get('/sandbox/pay/:id', async (c) => {
    const [payment] = await services.db.select().from(repayments).where(eq(repayments.id, c.req.param('id')))
    if (!payment) return c.html(page('Not found', '<h1>Payment not found</h1>'), 404)
    const wallet = PAYMENT_WALLETS.find((w) => w === payment.wallet)
    // As a wallet's own checkout would, the page says which wallet the borrower is paying from.
    const amount = `${wallet ? `<p class="wallet">${escapeHtml(WALLET_NAMES[wallet])}</p>` : ''}<p class="amount">${escapeHtml(toMajor(payment.amountMinor).toFixed(2))}</p>`
    if (payment.status === 'succeeded') return c.html(page('Paid', `<h1>Paid</h1>${amount}<p>You can close this page and return to the app.</p>`))
    return c.html(
      page('Pay', `<h1>Repayment</h1>${amount}<form method="post" action="/sandbox/pay/${escapeHtml(payment.id)}"><button type="submit">Pay</button></form>`),
    )
  })
  app.post('/sandbox/pay/:id', async (c) => {
    const id = c.req.param('id')
    await sandboxPay(services.db, services, id).catch(() => null)
    return c.redirect(`/sandbox/pay/${encodeURIComponent(id)}`, 303)
  })
}
