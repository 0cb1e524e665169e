// How the back office writes numbers and times: English, grouped, two decimals.
const MONEY = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })
const WHEN = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'medium' })

export const money = (major: number) => MONEY.format(major)
export const when = (iso: string) => WHEN.format(new Date(iso))
/** Rates are thousandths of a percent per period: 850 → "0.85 %". */
export const rate = (thousandths: number) => `${(thousandths / 1000).toFixed(2)} %`
export const words = (code: string) => code.replaceAll('_', ' ')
