import * as z from 'zod/mini'
import * as acc from './schemas/accounts'
import * as ext from './schemas/extensions'
import * as ntf from './schemas/notifications'
import * as ord from './schemas/orders'
import * as pr from './schemas/payment-reports'
import * as pk from './schemas/passkeys'
import * as prod from './schemas/products'
import * as sbx from './schemas/sandbox'
import * as tk from './schemas/tickets'

type Endpoint = {
  /** Needs `Authorization: <token>`. */
  auth: boolean
  body: z.ZodMiniType
  data: z.ZodMiniType
  /** Creates or changes something: accepts `Idempotency-Key`. */
  changes: boolean
  multipart?: true
}

const nothing = z.null()

/** Every call of the wire contract (docs/api.md), relative to `/jackey`. */
export const ENDPOINTS = {
  '/sms/register': { auth: false, body: acc.smsSendBody, data: acc.smsSendData, changes: true },
  '/sms/login': { auth: false, body: acc.smsSendBody, data: acc.smsSendData, changes: true },
  '/sms/withdrawPin': { auth: true, body: acc.smsWithdrawPinBody, data: acc.smsSendData, changes: true },
  '/user/register': { auth: false, body: acc.registerBody, data: acc.tokenData, changes: true },
  '/user/login': { auth: false, body: acc.loginBody, data: acc.tokenData, changes: false },
  '/user/logout': { auth: true, body: prod.emptyBody, data: nothing, changes: true },
  '/sms/resetPassword': { auth: false, body: acc.smsSendBody, data: acc.smsSendData, changes: true },
  '/user/resetPassword': { auth: false, body: acc.resetPasswordBody, data: acc.tokenData, changes: true },
  '/user/info': { auth: true, body: prod.emptyBody, data: acc.userInfoSchema, changes: false },
  '/user/identity/apply': { auth: true, body: acc.identityApplyBody, data: nothing, changes: true, multipart: true },
  '/user/identity': { auth: true, body: prod.emptyBody, data: acc.identityImagesData, changes: false },
  '/user/update': { auth: true, body: acc.userUpdateBody, data: nothing, changes: true },
  '/user/updateEmergency': { auth: true, body: acc.emergencyContactsBody, data: nothing, changes: true },
  '/user/bank/binding': { auth: true, body: acc.bankBindingBody, data: nothing, changes: true },
  '/user/signatureImg/upload': { auth: true, body: acc.signatureUploadBody, data: acc.signatureData, changes: true, multipart: true },
  '/user/consents': { auth: true, body: prod.emptyBody, data: acc.consentListData, changes: false },
  '/user/consent/give': { auth: true, body: acc.consentBody, data: nothing, changes: true },
  '/user/consent/withdraw': { auth: true, body: acc.consentBody, data: nothing, changes: true },
  '/user/export': { auth: true, body: prod.emptyBody, data: acc.dataExportData, changes: false },
  '/user/delete': { auth: true, body: prod.emptyBody, data: nothing, changes: true },
  // The app lock (docs/decisions/0011-app-lock.md): a gate in the app over a session that stays valid;
  // these calls prove the borrower is there and create no session.
  '/user/passkey/register/options': { auth: true, body: prod.emptyBody, data: pk.registrationOptionsData, changes: false },
  '/user/passkey/register/verify': { auth: true, body: pk.registrationVerifyBody, data: pk.passkeyAddedData, changes: true },
  '/user/passkey/list': { auth: true, body: prod.emptyBody, data: pk.passkeyListData, changes: false },
  '/user/passkey/remove': { auth: true, body: pk.passkeyRemoveBody, data: nothing, changes: true },
  '/user/passkey/unlock/options': { auth: true, body: prod.emptyBody, data: pk.authenticationOptionsData, changes: false },
  '/user/passkey/unlock/verify': { auth: true, body: pk.authenticationVerifyBody, data: nothing, changes: false },
  '/user/unlock/password': { auth: true, body: pk.passwordUnlockBody, data: nothing, changes: false },
  '/user/withdrawPin/set': { auth: true, body: acc.withdrawPinSetBody, data: nothing, changes: true },
  '/loan/appList': { auth: false, body: prod.emptyBody, data: prod.productListData, changes: false },
  '/loan/getPeriodConfig': { auth: false, body: prod.appIdBody, data: prod.periodConfigData, changes: false },
  '/loan/getAllCompanyConfigs': { auth: false, body: prod.appIdBody, data: prod.companyConfigsData, changes: false },
  '/loan/getCustomerService': { auth: false, body: prod.appIdBody, data: prod.customerServiceData, changes: false },
  '/loan/offer': { auth: true, body: prod.appIdBody, data: prod.offerData, changes: false },
  '/loan/quote': { auth: true, body: prod.quoteBody, data: prod.quoteData, changes: false },
  '/loan/apply': { auth: true, body: prod.quoteBody, data: ord.applyData, changes: true },
  '/loan/getLoanProgress': { auth: true, body: prod.emptyBody, data: ord.loanProgressData, changes: false },
  '/loan/getUserOrderList': { auth: true, body: prod.emptyBody, data: ord.orderListData, changes: false },
  '/loan/orderInfo': { auth: true, body: ord.loanOrderBody, data: ord.orderInfoData, changes: false },
  '/loan/contract': { auth: true, body: ord.contractBody, data: ord.contractData, changes: false },
  '/loan/contract/accept': { auth: true, body: ord.loanOrderBody, data: nothing, changes: true },
  '/loan/cancel': { auth: true, body: ord.loanOrderBody, data: nothing, changes: true },
  // Kept for installed older apps: the text becomes a ticket of the `other` category.
  '/user/feedback': { auth: true, body: ord.feedbackBody, data: nothing, changes: true },
  '/user/tickets/create': { auth: true, body: tk.ticketCreateBody, data: tk.ticketCreateData, changes: true, multipart: true },
  '/user/tickets/list': { auth: true, body: prod.emptyBody, data: tk.ticketListData, changes: false },
  '/user/withdraw': { auth: true, body: ord.withdrawBody, data: ord.withdrawData, changes: true },
  '/loan/transactions': { auth: true, body: prod.emptyBody, data: ord.transactionsData, changes: false },
  '/loan/recharge': { auth: true, body: ord.rechargeBody, data: ord.rechargeData, changes: true },
  '/loan/receipt': { auth: true, body: ord.receiptBody, data: ord.receiptData, changes: false },
  '/loan/payments/open': { auth: true, body: ord.loanOrderBody, data: ord.openPaymentsData, changes: false },
  '/loan/payments/cancel': { auth: true, body: ord.paymentBody, data: nothing, changes: true },
  '/loan/payment/report': { auth: true, body: pr.paymentReportBody, data: pr.paymentReportData, changes: true, multipart: true },
  '/loan/payment/reports': { auth: true, body: prod.emptyBody, data: pr.paymentReportsData, changes: false },
  '/loan/credit/refund': { auth: true, body: prod.emptyBody, data: ord.creditRefundData, changes: true },
  '/loan/extension/quote': { auth: true, body: ext.extensionBody, data: ext.extensionQuoteData, changes: false },
  '/loan/extension/apply': { auth: true, body: ext.extensionBody, data: ext.extensionApplyData, changes: true },
  '/user/push/key': { auth: true, body: prod.emptyBody, data: ntf.pushKeyData, changes: false },
  '/user/push/subscribe': { auth: true, body: ntf.pushSubscribeBody, data: nothing, changes: true },
  '/user/push/unsubscribe': { auth: true, body: ntf.pushUnsubscribeBody, data: nothing, changes: true },
  '/user/notifications/settings': { auth: true, body: ntf.notificationSettingsBody, data: ntf.notificationSettingsData, changes: true },
  '/sandbox/sms/last': { auth: false, body: sbx.sandboxSmsLastBody, data: sbx.sandboxSmsLastData, changes: false },
  '/sandbox/clock': { auth: false, body: sbx.sandboxClockBody, data: nothing, changes: false },
  '/sandbox/payments/complete': { auth: false, body: sbx.sandboxPaymentBody, data: nothing, changes: true },
  // The sandbox provider receives the money and nothing tells the lender: a payment that
  // "does not show", for the I-paid report and reconciliation to find.
  '/sandbox/payments/receive': { auth: false, body: sbx.sandboxReceiveBody, data: nothing, changes: true },
  // Asks the payout provider, which is never done inside a transaction (an Idempotency-Key would
  // open one); asking twice books nothing twice.
  '/sandbox/payouts/settle': { auth: false, body: prod.emptyBody, data: nothing, changes: false },
} as const satisfies Record<string, Endpoint>

export type EndpointPath = keyof typeof ENDPOINTS
export type Body<P extends EndpointPath> = z.input<(typeof ENDPOINTS)[P]['body']>
export type ParsedBody<P extends EndpointPath> = z.output<(typeof ENDPOINTS)[P]['body']>
export type Data<P extends EndpointPath> = z.output<(typeof ENDPOINTS)[P]['data']>

export const API_PREFIX = '/jackey'
