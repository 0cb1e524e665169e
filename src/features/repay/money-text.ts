import { intlTag } from '../../i18n/i18n'

/** An amount with its currency as plain text, for messages that cannot hold a component. */
export function moneyText(amount: number, currency: string): string {
  return new Intl.NumberFormat(intlTag(), { style: 'currency', currency, minimumFractionDigits: 2 }).format(amount)
}
