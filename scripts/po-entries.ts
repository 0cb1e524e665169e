/** The msgids of a PO file whose msgstr is empty (the header and obsolete entries aside). */
export function untranslated(po: string): string[] {
  const missing: string[] = []
  for (const block of po.split(/\n\s*\n/)) {
    const lines = block.split('\n').filter((line) => !line.startsWith('#'))
    const id = joined(lines, 'msgid')
    const str = joined(lines, 'msgstr')
    if (id === null || id === '' || str === null) continue
    if (str === '') missing.push(id)
  }
  return missing
}

/** Every translated entry of a PO file: its msgid and msgstr (the header and obsolete entries aside). */
export function translations(po: string): { id: string; text: string }[] {
  const entries: { id: string; text: string }[] = []
  for (const block of po.split(/\n\s*\n/)) {
    const lines = block.split('\n').filter((line) => !line.startsWith('#'))
    const id = joined(lines, 'msgid')
    const text = joined(lines, 'msgstr')
    if (id && text) entries.push({ id, text })
  }
  return entries
}

function joined(lines: string[], keyword: string): string | null {
  const start = lines.findIndex((line) => line.startsWith(`${keyword} "`))
  if (start < 0) return null
  const parts = [lines[start]?.slice(keyword.length + 1) ?? '']
  for (const line of lines.slice(start + 1)) {
    if (!line.startsWith('"')) break
    parts.push(line)
  }
  return parts.map((part) => JSON.parse(part) as string).join('')
}
