/** Company configuration keys served as plain text; every other key holds JSON. */
export const TEXT_CONFIG_KEYS = ['CUSTOMER_SERVICE_FACEBOOK', 'ABOUT_US', 'FAQ', 'WHATSAPP', 'LINE', 'WEBSITE'] as const

export const JSON_CONFIG_KEYS = [
  'MARRIAGE',
  'EDUCATION',
  'BANK_LIST',
  'REGION_LIST',
  'CURRENCY',
  'LICENCE',
  'PERIOD_UNIT',
  'MARKET_RULES',
  'PAYMENT_METHODS',
  'PAYMENT_QR',
  'EXTENSION_POLICY',
  /** What happens to money paid beyond what a loan owed (contract/credit-policy.ts). */
  'CREDIT_POLICY',
  /** Working days within which the lender acknowledges a support ticket, where the market leaves it to the lender (TH). */
  'TICKET_SERVICE_DAYS',
] as const

export type ConfigKey = (typeof TEXT_CONFIG_KEYS)[number] | (typeof JSON_CONFIG_KEYS)[number]

export function isTextConfigKey(key: string): boolean {
  return (TEXT_CONFIG_KEYS as readonly string[]).includes(key)
}
