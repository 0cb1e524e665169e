// A withdrawal PIN someone else could guess: one digit six times, a run up or down, or the
// borrower's birth date. Shared by the app (said before sending) and the server (refused, 10044).

export type PinWeakness = 'repeated' | 'sequence' | 'birthday'

function isRun(pin: string, step: 1 | -1): boolean {
  for (let i = 1; i < pin.length; i++) if ((Number(pin[i - 1]) + step + 10) % 10 !== Number(pin[i])) return false
  return true
}

/**
 * The birth date as people write it in six digits: DDMMYY, YYMMDD, MMDDYY, with the year of the
 * Common Era and, as Thai documents give it, of the Buddhist Era (+543).
 */
function birthdayForms(birthday: string): string[] {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(birthday)
  if (!match) return []
  const [, year = '', month = '', day = ''] = match
  const years = [year.slice(2), String(Number(year) + 543).slice(2)]
  return years.flatMap((yy) => [`${day}${month}${yy}`, `${yy}${month}${day}`, `${month}${day}${yy}`])
}

/** Why the PIN is easy to guess, or null. `birthday` (YYYY-MM-DD) where the profile has one. */
export function pinWeakness(pin: string, birthday: string | null): PinWeakness | null {
  if (/^(\d)\1*$/.test(pin)) return 'repeated'
  if (isRun(pin, 1) || isRun(pin, -1)) return 'sequence'
  if (birthday && birthdayForms(birthday).includes(pin)) return 'birthday'
  return null
}
