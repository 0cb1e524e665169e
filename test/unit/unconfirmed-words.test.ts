// The Filipino entries that are the English words are listed in docs/data-sources.md ("Words not
// confirmed by a native reader") for a native speaker to review: a new one must be named there,
// or translated, not slip in as a copy of the English.
import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { translations } from '../../scripts/po-entries'

const section = (doc: string, heading: string) => doc.split(/^## /m).find((part) => part.startsWith(heading)) ?? ''

describe('the Filipino words kept in English', () => {
  it('are each named in docs/data-sources.md for review', () => {
    const doc = section(readFileSync('docs/data-sources.md', 'utf8'), 'Words not confirmed by a native reader')
    const asEnglish = translations(readFileSync('locales/fil.po', 'utf8')).filter((entry) => entry.id === entry.text)
    expect(asEnglish.length).toBeGreaterThan(0)
    expect(asEnglish.map((entry) => entry.id).filter((id) => !doc.includes(`\`${id}\``))).toEqual([])
    expect(doc).toContain(`${asEnglish.length} entries are the English words`)
  })
})
