import type { MarketPack } from '../types'
import { ID_RULES } from './rules'
import { ID_CREDIT_RULES } from './credit-limits'
import { ID_BANKS } from './banks'
import { ID_PAYMENT_COUNTERS, ID_PAYMENT_METHODS, ID_PAYMENT_WALLETS, ID_PAYMENT_BANKS, ID_PAYMENT_COUNTER_CHAINS } from './payment-methods'
import { ID_PROFILE } from './profile'
import { ID_PAYMENT_QR } from './payment-qr'
import { ID_TERMS } from './terms'
import { ID_REGIONS } from './regions'
import { ID_EARLY_REPAYMENT } from './early-repayment'
import { ID_CONTACT_HOURS } from './contact-hours'
import { ID_CREDIT_BUREAU } from './credit-bureau'

export const ID_MARKET: MarketPack = { ...ID_PROFILE, ...ID_TERMS, rules: ID_RULES, creditRules: ID_CREDIT_RULES, payoutChannels: ID_BANKS, regions: ID_REGIONS, paymentMethods: ID_PAYMENT_METHODS, paymentCounters: ID_PAYMENT_COUNTERS, paymentWallets: ID_PAYMENT_WALLETS, paymentBanks: ID_PAYMENT_BANKS, paymentCounterChains: ID_PAYMENT_COUNTER_CHAINS, earlyRepayment: ID_EARLY_REPAYMENT, contactHours: ID_CONTACT_HOURS, smsGateway: null, paymentQr: ID_PAYMENT_QR, creditBureau: ID_CREDIT_BUREAU }
