import { PH_RULES } from '../../market-rules'
import type { MarketPack } from '../types'
import { PH_CREDIT_RULES } from './credit-limits'
import { PH_BANKS, PH_EWALLETS } from './banks'
import { PH_PAYMENT_COUNTERS, PH_PAYMENT_METHODS, PH_PAYMENT_WALLETS } from './payment-methods'
import { PH_PROFILE } from './profile'
import { PH_REGIONS } from './regions'
import { PH_EARLY_REPAYMENT } from './early-repayment'
import { PH_LATE_PAYMENT } from './late-payment'
import { PH_CONTACT_HOURS } from './contact-hours'
import { PH_COMPLAINTS } from './complaints'
import { PH_REGULATORS } from './regulators'

export const PH_MARKET: MarketPack = { ...PH_PROFILE, rules: PH_RULES, creditRules: PH_CREDIT_RULES, payoutChannels: [...PH_BANKS, ...PH_EWALLETS], regions: PH_REGIONS, paymentMethods: PH_PAYMENT_METHODS, paymentCounters: PH_PAYMENT_COUNTERS, paymentWallets: PH_PAYMENT_WALLETS, earlyRepayment: PH_EARLY_REPAYMENT, latePayment: PH_LATE_PAYMENT, contactHours: PH_CONTACT_HOURS, complaints: PH_COMPLAINTS, regulators: PH_REGULATORS, smsGateway: 'semaphore', paymentQr: 'qrPh' }
