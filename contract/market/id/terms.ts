import type { MarketTerms } from '../types'
import { ID_COMPLAINTS } from './complaints'
import { ID_LATE_PAYMENT } from './late-payment'
import { ID_REGULATORS } from './regulators'
import { ID_DATA_RIGHTS } from './data-rights'

export const ID_TERMS: MarketTerms = { latePayment: ID_LATE_PAYMENT, complaints: ID_COMPLAINTS, regulators: ID_REGULATORS, dataRights: ID_DATA_RIGHTS }
