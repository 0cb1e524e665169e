/** One choice of a select field (select-field.tsx), grouped under `group` when given. */
export type SelectOption = { value: string; label: string; group?: string }

/** Past this many choices a list gets a search box: the Philippines has 84 provinces, some with 50 towns. */
export const SEARCH_FROM = 16

/** Lower case, Latin accents dropped: "Peñarrubia" is found by "penarrubia". Thai and Chinese are kept as typed. */
function folded(text: string): string {
  return text.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase()
}

/**
 * The options whose label holds every word of `query`, in the list's order; the chosen one
 * always stays, so a search never hides or replaces what the borrower picked.
 */
export function searchOptions(options: readonly SelectOption[], query: string, chosen: string): readonly SelectOption[] {
  const words = folded(query).split(/\s+/).filter(Boolean)
  if (words.length === 0) return options
  return options.filter((o) => o.value === chosen || words.every((w) => folded(o.label).includes(w)))
}
