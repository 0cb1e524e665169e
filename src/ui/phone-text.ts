// Phone numbers as the borrower writes them. The server answers in E.164 (+66812345678); screens
// show the market's national form (081 234 5678) once its phone rules are here (ui/phone-rules.ts).
import type { MarketCode } from '../../contract/market/types'
import type { PhoneRules } from './phone-rules'

/** The national form of an E.164 number; anything else, or before the rules are loaded, as it is. */
export function nationalForm(rules: PhoneRules | null, number: string, market: MarketCode): string {
  return rules && number.startsWith('+') ? rules.formatNational(number, market) : number
}

/** Every digit hidden but the first three and the last two, separators kept: "081 *** **78". */
export function maskPhone(text: string): string {
  const digits = text.replace(/\D/g, '').length
  let seen = 0
  return text.replace(/\d/g, (digit) => {
    seen += 1
    return seen <= 3 || seen > digits - 2 ? digit : '*'
  })
}
