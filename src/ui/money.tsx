import { intlTag } from '../i18n/i18n'

/** An amount with its currency, in the borrower's locale, in tabular figures. */
export function Money({ amount, currency, className }: { amount: number; currency: string; className?: string }) {
  const text = new Intl.NumberFormat(intlTag(), { style: 'currency', currency, minimumFractionDigits: 2 }).format(amount)
  return <span className={`money${className ? ` ${className}` : ''}`}>{text}</span>
}
