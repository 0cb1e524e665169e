// What a money field keeps of what was typed: digits and at most two decimals, because
// every wire amount is major units with at most 2 decimals (../../contract/money.ts) and no
// currency here has a smaller coin. Whole digits are never cut: an amount above what the form
// takes is said by the form (withdraw: brought to the balance with a note; repay: the limit).

/** "1,234.567 ฿" → "1234.56"; "007" → "7"; a lone "." becomes "0.". */
export function decimalAmountText(input: string): string {
  const cleaned = input.replace(/[^\d.]/g, '')
  const dot = cleaned.indexOf('.')
  const whole = (dot === -1 ? cleaned : cleaned.slice(0, dot)).replace(/^0+(?=\d)/, '')
  if (dot === -1) return whole
  const fraction = cleaned.slice(dot + 1).replace(/\./g, '').slice(0, 2)
  return `${whole === '' ? '0' : whole}.${fraction}`
}

/** The amount a field holds, rounded to cents, or null when it holds none. */
export function amountOf(text: string): number | null {
  if (!/^\d+(\.\d{0,2})?$/.test(text)) return null
  return Math.round(Number(text) * 100) / 100
}

/** An amount as the field shows it after leaving: no grouping, no trailing dot or zeros. */
export function amountText(amount: number): string {
  return String(Math.round(amount * 100) / 100)
}
