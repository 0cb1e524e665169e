// Building blocks for identity-number rules: each market's id-types.ts composes them.
import type { IdProblem, IdType, Localized } from './types'

const SEPARATORS = /[\s\-./]/g

/** Separators dropped and letters in upper case: what is stored and checked. */
export function compactId(typed: string): string {
  return typed.trim().replace(SEPARATORS, '').toUpperCase()
}

/** Thailand's 13 digits: the last is the mod-11 check digit of the first 12 (weights 13 down to 2). */
export function thaiNationalIdProblem(s: string): IdProblem | null {
  if (!/^\d{13}$/.test(s)) return 'format'
  const digits = Array.from(s, Number)
  const sum = digits.slice(0, 12).reduce((acc, digit, i) => acc + digit * (13 - i), 0)
  return (11 - (sum % 11)) % 10 === digits[12] ? null : 'checksum'
}

type Spec = {
  code: string
  label: Localized
  example: string
  patterns: readonly RegExp[]
  check?: (s: string) => IdProblem | null
  disagrees?: IdType['disagrees']
}

/**
 * An ID type whose number must match one of `patterns` after compacting, then pass `check` if any.
 * The example is of the longest form: a number longer than it is told "too long", not "wrong shape".
 */
export function idType({ code, label, example, patterns, check, disagrees }: Spec): IdType {
  const hasLetters = patterns.some((p) => /[A-Z]/.test(p.source))
  const longest = compactId(example).length
  return {
    code,
    label,
    example,
    inputMode: hasLetters ? 'text' : 'numeric',
    normalize: compactId,
    check: (s) => (patterns.some((p) => p.test(s)) ? (check?.(s) ?? null) : s.length > longest ? 'tooLong' : 'format'),
    ...(disagrees ? { disagrees } : {}),
  }
}
