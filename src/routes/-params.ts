// Turning URL params and search values into the numbers the screens need.
import { notFound } from '@tanstack/react-router'

/** A positive whole number from a URL value (a string, or a number the search parser already made). */
export function positiveInt(value: unknown): number | undefined {
  const n = typeof value === 'string' && /^\d{1,15}$/.test(value) ? Number(value) : value
  return typeof n === 'number' && Number.isSafeInteger(n) && n > 0 ? n : undefined
}

/** A path id such as /detail/{orderId}; anything else is not a page of ours. */
export const idParams = <K extends string>(key: K) => ({
  parse: (params: Record<K, string>) => {
    const id = positiveInt(params[key])
    if (id === undefined) throw notFound()
    return { [key]: id } as Record<K, number>
  },
  stringify: (params: Record<K, number>) => ({ [key]: String(params[key]) }) as Record<K, string>,
})
