import { describe, expect, it } from 'vitest'
import { cookieLine, LOCALE_COOKIE, SIGNED_IN_COOKIE } from '../../contract/first-screens'

describe('the cookies that pick the first screen', () => {
  it('are kept for a year on every path, and not sent along from other sites', () => {
    expect(cookieLine(LOCALE_COOKIE, 'th', false)).toBe('jackey.locale=th; max-age=31536000; path=/; samesite=lax')
  })

  it('are dropped at once when the value goes', () => {
    expect(cookieLine(SIGNED_IN_COOKIE, null, false)).toBe('jackey.signed-in=; max-age=0; path=/; samesite=lax')
  })

  it('travel only over HTTPS where the app is served over HTTPS', () => {
    expect(cookieLine(SIGNED_IN_COOKIE, '1', true)).toBe('jackey.signed-in=1; max-age=31536000; path=/; samesite=lax; secure')
  })
})
