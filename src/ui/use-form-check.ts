import { useRef, useState } from 'react'

export type Problems<F extends string> = Partial<Record<F, string>>

/**
 * A form's inline errors: a field's own error shows once it has been left, every
 * error shows on submit with focus moved to the first, and what the server said
 * about a field shows at once.
 */
export function useFormCheck<F extends string>(order: readonly F[], problems: Problems<F>, fromServer: Problems<F>) {
  const formRef = useRef<HTMLFormElement>(null)
  const [touched, setTouched] = useState<Partial<Record<F, boolean>>>({})

  const errorOf = (field: F): string | null => fromServer[field] ?? (touched[field] ? (problems[field] ?? null) : null)
  const leave = (field: F) => () => setTouched((t) => (t[field] ? t : { ...t, [field]: true }))
  const focus = (field: F) => {
    formRef.current?.querySelector<HTMLElement>(`[name="${field}"]:not([type="file"]), [data-photo="${field}"]`)?.focus()
  }
  /** Shows every error and focuses the first; true when there is none. */
  const checkAll = (): boolean => {
    setTouched(Object.fromEntries(order.map((f) => [f, true])) as Record<F, boolean>)
    const first = order.find((f) => problems[f] || fromServer[f])
    if (first) focus(first)
    return first === undefined
  }
  return { formRef, errorOf, leave, focus, checkAll }
}
