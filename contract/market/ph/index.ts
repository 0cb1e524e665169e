import { PH_RULES } from '../../market-rules'
import type { MarketPack } from '../types'
import { PH_CREDIT_RULES } from './credit-limits'
import { PH_BANKS, PH_EWALLETS } from './banks'
import { PH_PAYMENT_COUNTERS, PH_PAYMENT_METHODS, PH_PAYMENT_WALLETS, PH_PAYMENT_BANKS, PH_PAYMENT_COUNTER_CHAINS } from './payment-methods'
import { PH_PROFILE } from './profile'
import { PH_PAYMENT_QR } from './payment-qr'
import { PH_TERMS } from './terms'
import { PH_REGIONS } from './regions'
import { PH_EARLY_REPAYMENT } from './early-repayment'
import { PH_CONTACT_HOURS } from './contact-hours'

export const PH_MARKET: MarketPack = { ...PH_PROFILE, ...PH_TERMS, rules: PH_RULES, creditRules: PH_CREDIT_RULES, payoutChannels: [...PH_BANKS, ...PH_EWALLETS], regions: PH_REGIONS, paymentMethods: PH_PAYMENT_METHODS, paymentCounters: PH_PAYMENT_COUNTERS, paymentWallets: PH_PAYMENT_WALLETS, paymentBanks: PH_PAYMENT_BANKS, paymentCounterChains: PH_PAYMENT_COUNTER_CHAINS, earlyRepayment: PH_EARLY_REPAYMENT, contactHours: PH_CONTACT_HOURS, smsGateway: 'semaphore', paymentQr: PH_PAYMENT_QR, creditBureau: { fileLayout: 'cic-csdf', inquiryVendors: [] } }
