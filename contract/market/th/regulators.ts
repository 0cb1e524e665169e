import type { Localized } from '../types'

// Personal-loan lenders hold a Ministry of Finance licence under the Bank of Thailand's supervision.
// The Chinese names are the usual renderings, not names the bodies publish (docs/data-sources.md).
export const TH_REGULATORS: readonly Localized[] = [
  { en: 'Ministry of Finance', th: 'กระทรวงการคลัง', zh: '泰国财政部' },
  { en: 'Bank of Thailand', th: 'ธนาคารแห่งประเทศไทย', zh: '泰国银行' },
]
