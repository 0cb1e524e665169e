import type { ContactHours } from '../types'

// BSP Circular 1133 (2021) and SEC Memorandum Circular 18 (2019): collection contacts only
// between 6:00 and 22:00, unless the account is more than 15 days past due or the borrower
// gave prior consent; the rules set no daily number.
export const PH_CONTACT_HOURS: ContactHours = {
  weekdays: { from: '06:00', to: '22:00' },
  weekendsAndHolidays: { from: '06:00', to: '22:00' },
  maxPerDay: null,
  windowWaivedAfterDaysPastDue: 15,
  windowWaivedByAgreement: true,
  // New Year, Araw ng Kagitingan, Labor Day, Independence Day, Ninoy Aquino Day, All Saints'
  // Day, Bonifacio Day, Christmas Eve, Christmas, Rizal Day, New Year's Eve.
  fixedHolidays: ['01-01', '04-09', '05-01', '06-12', '08-21', '11-01', '11-30', '12-24', '12-25', '12-30', '12-31'],
  // 2026 (Proclamation No. 1006 s. 2025, Eid'l Fitr by Palace declaration, Eid'l Adha by
  // Proclamation No. 1264): Chinese New Year, Eid'l Fitr, Maundy Thursday, Good Friday, Black
  // Saturday, Eid'l Adha, National Heroes Day. 2027 by the law's rules only (RA 9492): Maundy
  // Thursday and Good Friday before Easter on 28 March, National Heroes Day the last Monday of
  // August; its proclamation and both Eids are unconfirmed (docs/data-sources.md "Moving public holidays").
  movingHolidays: ['2026-02-17', '2026-03-20', '2026-04-02', '2026-04-03', '2026-04-04', '2026-05-27', '2026-08-31', '2027-03-25', '2027-03-26', '2027-08-30'],
  // Neither rule names a number of days; the lender's policy, kept here so both markets read it
  // the same way (docs/data-sources.md).
  emergencyContactAfterDaysUnreachable: 7,
}
