import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import {
  ageOn,
  IMAGE_MAX_BYTES,
  isAllowedImage,
  isBirthday,
  emailProblem,
  isEmail,
  mask,
  parseCalendarDate,
  sniffImageType,
} from '../../contract/validation'

const day = (iso: string) => new Date(`${iso}T00:00:00Z`)

describe('parseCalendarDate', () => {
  it('reads a real date', () => {
    expect(parseCalendarDate('2024-02-29')).toEqual({ year: 2024, month: 2, day: 29 })
  })

  it.each(['2023-02-29', '2024-04-31', '2024-00-10', '2024-1-01', '2024-01-01T00:00:00Z', ''])('refuses "%s"', (s) => {
    expect(parseCalendarDate(s)).toBeNull()
  })
})

describe('isBirthday', () => {
  const today = new Date('2024-06-15T10:30:00Z')

  it('accepts the first allowed day, a leap day and today', () => {
    expect(isBirthday('1900-01-01', today)).toBe(true)
    expect(isBirthday('2000-02-29', today)).toBe(true)
    expect(isBirthday('2024-06-15', today)).toBe(true)
  })

  it('refuses the day before 1900, tomorrow, a non-leap 29 February and other formats', () => {
    expect(isBirthday('1899-12-31', today)).toBe(false)
    expect(isBirthday('2024-06-16', today)).toBe(false)
    expect(isBirthday('2001-02-29', today)).toBe(false)
    expect(isBirthday('15/06/2000', today)).toBe(false)
  })
})

describe('ageOn', () => {
  it('adds a year on the birthday, not the day before', () => {
    expect(ageOn('1990-06-15', day('2024-06-14'))).toBe(33)
    expect(ageOn('1990-06-15', day('2024-06-15'))).toBe(34)
  })

  it('lets a 29 February birthday come round on 1 March in other years', () => {
    expect(ageOn('2000-02-29', day('2018-02-28'))).toBe(17)
    expect(ageOn('2000-02-29', day('2018-03-01'))).toBe(18)
    expect(ageOn('2000-02-29', day('2020-02-29'))).toBe(20)
  })

  it('rejects a birthday that is not a date', () => {
    expect(() => ageOn('2001-02-29', day('2024-01-01'))).toThrow(RangeError)
  })
})

describe('isAllowedImage', () => {
  it('accepts JPEG and PNG files up to exactly 5 MB', () => {
    expect(isAllowedImage({ type: 'image/jpeg', size: IMAGE_MAX_BYTES })).toBe(true)
    expect(isAllowedImage({ type: 'image/png', size: 1 })).toBe(true)
  })

  it('accepts the image/jpg some browsers report, in any case', () => {
    expect(isAllowedImage({ type: 'image/jpg', size: 1000 })).toBe(true)
    expect(isAllowedImage({ type: 'IMAGE/PNG', size: 1000 })).toBe(true)
  })

  it('refuses a byte over 5 MB, an empty file and other types', () => {
    expect(isAllowedImage({ type: 'image/jpeg', size: 5 * 1024 * 1024 + 1 })).toBe(false)
    expect(isAllowedImage({ type: 'image/png', size: 0 })).toBe(false)
    expect(isAllowedImage({ type: 'image/gif', size: 1000 })).toBe(false)
    expect(isAllowedImage({ type: 'image/webp', size: 1000 })).toBe(false)
    expect(isAllowedImage({ type: '', size: 1000 })).toBe(false)
  })
})

describe('sniffImageType', () => {
  const bytes = (...values: number[]) => new Uint8Array(values)

  it('knows a JPEG by FF D8 FF', () => {
    expect(sniffImageType(bytes(0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10))).toBe('image/jpeg')
  })

  it('knows a PNG by its 8-byte signature', () => {
    expect(sniffImageType(bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0x00))).toBe('image/png')
  })

  it('refuses a GIF, a cut-off PNG signature and an empty file', () => {
    expect(sniffImageType(new TextEncoder().encode('GIF89a'))).toBeNull()
    expect(sniffImageType(bytes(0x89, 0x50, 0x4e, 0x47))).toBeNull()
    expect(sniffImageType(bytes())).toBeNull()
  })
})

describe('mask', () => {
  it('keeps the first and last character of a phone number', () => {
    expect(mask('08123456789')).toBe('0*********9')
  })

  it('masks by character, so a Thai name keeps whole letters: สมชาย → ส***ย', () => {
    expect(mask('สมชาย')).toBe('ส***ย')
  })

  it('never shows a short value whole: "" stays empty, "a" → "*", "ab" → "a*", "abc" → "a*c"', () => {
    expect([mask(''), mask('a'), mask('ab'), mask('abc')]).toEqual(['', '*', 'a*', 'a*c'])
  })

  it('keeps the length and never equals a value of two or more characters', () => {
    fc.assert(
      fc.property(fc.string({ minLength: 2, unit: 'grapheme-ascii' }), (s) => {
        const masked = mask(s)
        expect(masked).toHaveLength(s.length)
        expect(masked).toMatch(/\*/)
      }),
    )
  })
})

describe('isEmail', () => {
  it.each(['a@b.co', 'first.last+tag@mail.example.co.th', 'สมชาย@ตัวอย่าง.ไทย'])('accepts %s', (s) => {
    expect(isEmail(s)).toBe(true)
  })

  it.each(['a@b', 'a b@c.com', 'a@@b.com', 'a@b@c.com', '@b.com', 'a@b.c', 'a@.com', 'a@b..com', 'a@-b.com', 'a@b.com.', 'a@b.c0m'])(
    'refuses %s',
    (s) => {
      expect(isEmail(s)).toBe(false)
    },
  )

  it('refuses addresses past 254 characters and local parts past 64', () => {
    expect(isEmail(`${'a'.repeat(64)}@${'b'.repeat(185)}.com`)).toBe(true)
    expect(isEmail(`${'a'.repeat(64)}@${'b'.repeat(186)}.com`)).toBe(false)
    expect(isEmail(`${'a'.repeat(65)}@b.com`)).toBe(false)
  })

  it('says an address is too long apart from one that is not shaped like an address', () => {
    expect(emailProblem(`${'a'.repeat(64)}@${'b'.repeat(186)}.com`)).toBe('tooLong')
    expect(emailProblem(`${'a'.repeat(65)}@b.com`)).toBe('tooLong')
    expect(emailProblem('somchai@example')).toBe('format')
    expect(emailProblem('somchai example.com')).toBe('format')
    expect(emailProblem('somchai@example.com')).toBeNull()
  })
})
