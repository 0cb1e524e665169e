import { formatMoney } from './formats'

/** An amount with its currency, in the borrower's locale, in tabular figures. */
export function Money({ amount, currency, className }: { amount: number; currency: string; className?: string }) {
  return <span className={`money${className ? ` ${className}` : ''}`}>{formatMoney(amount, currency)}</span>
}
