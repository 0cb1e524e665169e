import type { ContactHours } from '../types'

// POJK 22/2023 (consumer protection), art. 62(2): collection only Monday to Saturday, never on a
// national holiday, 08:00-20:00 in the borrower's local time (WIB, WITA or WIT by their province),
// without threats, violence, humiliation or physical or verbal pressure, never to anyone but the
// borrower, and not so often that it harasses. Outside those hours only with the borrower's prior
// agreement (art. 62(3)), which this platform never asks for. No number of contacts a day is set.
export const ID_CONTACT_HOURS: ContactHours = {
  weekdays: { from: '08:00', to: '20:00' },
  // Saturday's window; Sundays and national holidays are closed below.
  weekendsAndHolidays: { from: '08:00', to: '20:00' },
  closedOnSundaysAndHolidays: true,
  maxPerDay: null,
  windowWaivedAfterDaysPastDue: null,
  windowWaivedByAgreement: false,
  // New Year, Labour Day, Pancasila Day, Independence Day, Christmas.
  fixedHolidays: ['01-01', '05-01', '06-01', '08-17', '12-25'],
  // SKB 3 Menteri 1497/2025, 2/2025, 5/2025 for 2026: Isra Mikraj, Chinese New Year, Nyepi, Idul
  // Fitri (two days), Good Friday, Easter, Ascension, Idul Adha, Waisak, Islamic New Year, the
  // Prophet's birthday. Cuti bersama (collective leave) are not national holidays. 2027's decree is
  // not confirmed by a source yet and is left out (docs/data-sources.md "Indonesia: holidays").
  movingHolidays: ['2026-01-16', '2026-02-17', '2026-03-19', '2026-03-21', '2026-03-22', '2026-04-03', '2026-04-05', '2026-05-14', '2026-05-27', '2026-05-31', '2026-06-16', '2026-08-25'],
  // Emergency contacts hear only the catalogue's call-back request, never of the debt (POJK 22/2023
  // art. 62(2)(c)); the wait is the lender's policy, as in the other markets.
  emergencyContactAfterDaysUnreachable: 7,
}
