import { describe, expect, it } from 'vitest'
import { untranslated } from '../../scripts/po-entries'

const po = `msgid ""
msgstr ""
"Language: th\\n"

#: src/a.tsx:1
msgid "Balance"
msgstr "ยอดคงเหลือ"

#: src/b.tsx:2
msgid "Log out"
msgstr ""

msgid ""
"Long "
"message"
msgstr ""

#~ msgid "Old"
#~ msgstr ""
`

describe('the translation check', () => {
  it('lists exactly the entries with an empty msgstr, multi-line ids joined', () => {
    expect(untranslated(po)).toEqual(['Log out', 'Long message'])
  })
})
