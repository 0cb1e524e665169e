import type { ContactHours } from '../types'

// Issue 40: OJK's collection conduct rules are being written; 08:00-20:00 local time.
export const ID_CONTACT_HOURS: ContactHours = {
  weekdays: { from: '08:00', to: '20:00' },
  weekendsAndHolidays: { from: '08:00', to: '20:00' },
  maxPerDay: null,
  windowWaivedAfterDaysPastDue: null,
  windowWaivedByAgreement: false,
  fixedHolidays: ['01-01', '05-01', '06-01', '08-17', '12-25'],
  movingHolidays: [],
  emergencyContactAfterDaysUnreachable: 7,
}
