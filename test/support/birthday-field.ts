// The date of birth in the browser: three selects (day, month, year) in the app's language and
// order, chosen here by value so the same helper serves every language.
import type { Page } from 'playwright-core'

/** Picks `YYYY-MM-DD` in the identity form's day, month and year selects. */
export async function pickBirthday(page: Page, isoDate: string): Promise<void> {
  const [year = '', month = '', day = ''] = isoDate.split('-')
  const field = page.locator('fieldset:has(select[name="birthday"])')
  await field.locator('select[autocomplete="bday-day"]').selectOption(String(Number(day)))
  await field.locator('select[autocomplete="bday-month"]').selectOption(String(Number(month)))
  await field.locator('select[autocomplete="bday-year"]').selectOption(year)
}
