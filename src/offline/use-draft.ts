import { useCallback, useEffect, useRef, useState } from 'react'
import { registerUnsaved } from '../state/pending-work'
import { type DraftValues, deleteDraft, loadDraft, saveDraft } from './drafts'

const DEBOUNCE_MS = 300

export type Draft<T> = {
  values: T
  /** False until the stored draft (if any) has been read. */
  loaded: boolean
  /** A draft exists on this phone for this form. */
  saved: boolean
  /** Some of what was typed is not yet written to the phone (the debounce is running). */
  pending: boolean
  set: (patch: Partial<T>) => void
  /** Forget the draft (after the server accepted the submission). */
  discard: () => Promise<void>
}

/**
 * A form's values, restored from IndexedDB and written back as the borrower types
 * (debounced); input not yet written is flushed on pagehide and before an update reload.
 */
export function useDraft<T extends DraftValues>(form: string, initial: T): Draft<T> {
  const [values, setValues] = useState<T>(initial)
  const [loaded, setLoaded] = useState(false)
  const [saved, setSaved] = useState(false)
  const [pending, setPending] = useState(false)
  const latest = useRef(values)
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null)
  const release = useRef<(() => void) | null>(null)

  const flush = useCallback(async () => {
    if (timer.current) clearTimeout(timer.current)
    timer.current = null
    release.current?.()
    release.current = null
    const written = latest.current
    await saveDraft(form, written)
    setSaved(true)
    // A keystroke during the write leaves a newer value and its own timer.
    if (latest.current === written) setPending(false)
  }, [form])

  useEffect(() => {
    let live = true
    void loadDraft(form).then((stored) => {
      if (!live) return
      if (stored) {
        latest.current = { ...initial, ...stored } as T
        setValues(latest.current)
        setSaved(true)
      }
      setLoaded(true)
    })
    const onHide = () => void (timer.current ? flush() : undefined)
    window.addEventListener('pagehide', onHide)
    document.addEventListener('visibilitychange', onHide)
    return () => {
      live = false
      window.removeEventListener('pagehide', onHide)
      document.removeEventListener('visibilitychange', onHide)
      if (timer.current) void flush()
    }
    // `initial` only matters before the first read of the stored draft, so it is no dependency.
  }, [form, flush])

  const set = useCallback(
    (patch: Partial<T>) => {
      latest.current = { ...latest.current, ...patch }
      setValues(latest.current)
      setPending(true)
      release.current ??= registerUnsaved(flush)
      if (timer.current) clearTimeout(timer.current)
      timer.current = setTimeout(() => void flush(), DEBOUNCE_MS)
    },
    [flush],
  )

  const discard = useCallback(async () => {
    if (timer.current) clearTimeout(timer.current)
    timer.current = null
    release.current?.()
    release.current = null
    await deleteDraft(form)
    setSaved(false)
    setPending(false)
  }, [form])

  return { values, loaded, saved, pending, set, discard }
}
