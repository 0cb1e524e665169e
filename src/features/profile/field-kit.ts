/** What a group of fields needs from the form that holds them. */
export type FieldKit<V extends Record<string, string>> = {
  values: V
  set: (patch: Partial<V>) => void
  errorOf: (field: keyof V & string) => string | null
  leave: (field: keyof V & string) => () => void
}
