import type { ContactHours } from '../types'

// Bank of Thailand, debt collection practices (Debt Collection Act B.E. 2558 and the BOT's
// notification on collection): weekdays 08:00-20:00, weekends and public holidays 08:00-18:00,
// and no more than one contact a day.
export const TH_CONTACT_HOURS: ContactHours = {
  weekdays: { from: '08:00', to: '20:00' },
  weekendsAndHolidays: { from: '08:00', to: '18:00' },
  maxPerDay: 1,
  windowWaivedAfterDaysPastDue: null,
  windowWaivedByAgreement: false,
  // New Year, Chakri Day, Songkran, Labour Day, Coronation Day, the Queen's birthday, King
  // Vajiralongkorn's birthday, the Queen Mother's birthday, King Bhumibol Memorial Day,
  // Chulalongkorn Day, King Bhumibol's birthday, Constitution Day, New Year's Eve.
  fixedHolidays: ['01-01', '04-06', '04-13', '04-14', '04-15', '05-01', '05-04', '06-03', '07-28', '08-12', '10-13', '10-23', '12-05', '12-10', '12-31'],
  // Makha Bucha 2026. Visakha and Asarnha Bucha 2026 and every moving holiday of 2027 are
  // unconfirmed and left out (docs/data-sources.md "Moving public holidays"); Chinese New Year is
  // no national holiday in Thailand.
  movingHolidays: ['2026-03-03'],
  // Neither rule names a number of days; the lender's policy, kept here so both markets read it
  // the same way (docs/data-sources.md).
  emergencyContactAfterDaysUnreachable: 7,
}
