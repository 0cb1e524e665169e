import { TH_RULES } from '../../market-rules'
import type { MarketPack } from '../types'
import { TH_CREDIT_RULES } from './credit-limits'
import { TH_BANKS, TH_PROMPTPAY } from './banks'
import { TH_PAYMENT_COUNTERS, TH_PAYMENT_METHODS, TH_PAYMENT_WALLETS, TH_PAYMENT_BANKS, TH_PAYMENT_COUNTER_CHAINS } from './payment-methods'
import { TH_PROFILE } from './profile'
import { TH_PAYMENT_QR } from './payment-qr'
import { TH_TERMS } from './terms'
import { TH_REGIONS } from './regions'
import { TH_EARLY_REPAYMENT } from './early-repayment'
import { TH_CONTACT_HOURS } from './contact-hours'

export const TH_MARKET: MarketPack = { ...TH_PROFILE, ...TH_TERMS, rules: TH_RULES, creditRules: TH_CREDIT_RULES, payoutChannels: [...TH_BANKS, TH_PROMPTPAY], regions: TH_REGIONS, paymentMethods: TH_PAYMENT_METHODS, paymentCounters: TH_PAYMENT_COUNTERS, paymentWallets: TH_PAYMENT_WALLETS, paymentBanks: TH_PAYMENT_BANKS, paymentCounterChains: TH_PAYMENT_COUNTER_CHAINS, earlyRepayment: TH_EARLY_REPAYMENT, contactHours: TH_CONTACT_HOURS, smsGateway: 'thaibulksms', paymentQr: TH_PAYMENT_QR, creditBureau: { fileLayout: 'ncb-csv', inquiryVendors: ['ncb-member'] } }
