// @vitest-environment happy-dom
import { beforeAll, describe, expect, it } from 'vitest'
import { ERROR_CODES, ERROR_MESSAGES } from '../../contract/error-codes'
import { NetworkError } from '../../src/api/network-error'
import { ERROR_TEXT, errorText } from '../../src/i18n/error-text'
import { activateLocale } from '../../src/i18n/i18n'
import { StorageFullError } from '../../src/offline/storage-full'

describe('the app words for catalogue codes', () => {
  it('covers every code of the catalogue with the same English text', () => {
    for (const code of ERROR_CODES) {
      expect(ERROR_TEXT[code]?.id).toBe(`service_error_${code}`)
      expect(ERROR_TEXT[code]?.message).toBe(ERROR_MESSAGES[code])
    }
    expect(Object.keys(ERROR_TEXT).map(Number).sort()).toEqual([...ERROR_CODES].sort())
  })
})

describe('errorText', () => {
  beforeAll(() => activateLocale('en'))

  it('words a full phone, a failed request and no connection for the borrower', () => {
    expect(errorText(new StorageFullError())).toBe("This phone's storage is full. Free some space, then try again.")
    expect(errorText(new NetworkError(502))).toBe('Network error (502), please try again')
    expect(errorText(new NetworkError(null))).toBe('No connection. Check your mobile data or Wi-Fi and try again')
  })
})
