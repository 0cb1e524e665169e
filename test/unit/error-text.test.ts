import { describe, expect, it } from 'vitest'
import { ERROR_CODES, ERROR_MESSAGES } from '../../contract/error-codes'
import { ERROR_TEXT } from '../../src/i18n/error-text'

describe('the app words for catalogue codes', () => {
  it('covers every code of the catalogue with the same English text', () => {
    for (const code of ERROR_CODES) {
      expect(ERROR_TEXT[code]?.id).toBe(`service_error_${code}`)
      expect(ERROR_TEXT[code]?.message).toBe(ERROR_MESSAGES[code])
    }
    expect(Object.keys(ERROR_TEXT).map(Number).sort()).toEqual([...ERROR_CODES].sort())
  })
})
