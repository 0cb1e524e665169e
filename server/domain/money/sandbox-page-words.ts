// The words of the sandbox's payment page, in each of the app's languages: the page a sandbox
// payment opens stands in for a wallet's or bank's checkout, which speaks the borrower's language.
import type { Locale } from '../../../contract/locales'

export type SandboxPageWords = {
  /** Above everything: no one should take the sandbox for a real payment. */
  notice: string
  notFoundTitle: string
  notFound: string
  payTitle: string
  pay: string
  paidTitle: string
  paid: string
}

export const SANDBOX_PAGE_WORDS: Readonly<Record<Locale, SandboxPageWords>> = {
  en: {
    notice: 'Sandbox payment page — no real money moves here.',
    notFoundTitle: 'Not found',
    notFound: 'Payment not found',
    payTitle: 'Repayment',
    pay: 'Pay',
    paidTitle: 'Paid',
    paid: 'You can close this page and return to the app.',
  },
  th: {
    notice: 'หน้าชำระเงินทดลอง ไม่มีการโอนเงินจริงที่หน้านี้',
    notFoundTitle: 'ไม่พบรายการ',
    notFound: 'ไม่พบรายการชำระเงินนี้',
    payTitle: 'ชำระคืนเงินกู้',
    pay: 'ชำระเงิน',
    paidTitle: 'ชำระแล้ว',
    paid: 'ปิดหน้านี้แล้วกลับไปที่แอปได้เลย',
  },
  zh: {
    notice: '沙盒付款页面——此处不会发生真实的资金转移。',
    notFoundTitle: '未找到',
    notFound: '未找到该笔付款',
    payTitle: '还款',
    pay: '付款',
    paidTitle: '已付款',
    paid: '您可以关闭此页面并返回应用。',
  },
  fil: {
    notice: 'Sandbox na pahina ng pagbabayad — walang totoong perang gumagalaw dito.',
    notFoundTitle: 'Hindi nahanap',
    notFound: 'Hindi nahanap ang bayad na ito',
    payTitle: 'Pagbabayad ng loan',
    pay: 'Magbayad',
    paidTitle: 'Bayad na',
    paid: 'Puwede mo nang isara ang pahinang ito at bumalik sa app.',
  },
}
