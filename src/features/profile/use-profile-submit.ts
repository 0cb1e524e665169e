import { useState } from 'react'
import { errorText } from '../../i18n/error-text'
import type { FormValues } from '../../offline/db'
import type { Submission } from '../../offline/outbox-paths'
import { submitForm } from '../../offline/outbox'
import { showToast } from '../../state/activity'
import { useQueuedNotice } from '../../ui/saved-on-phone'
import { serverProblems } from '../../ui/server-problems'

type Options<F extends string> = {
  form: string
  order: readonly F[]
  fieldOf: (requestField: string) => F | null
  focus: (field: F) => void
  /** Forget the draft once the server has it. */
  discard?: () => Promise<void>
  onDone: () => void
}

/**
 * Sends a profile form through the outbox and acts on what became of it: on to the next
 * step when sent or queued, back to the first marked field when the server sent it back.
 */
export function useProfileSubmit<F extends string>({ form, order, fieldOf, focus, discard, onDone }: Options<F>) {
  const queuedNotice = useQueuedNotice()
  const [busy, setBusy] = useState(false)

  /** `values`: the form's fields the submissions were made from, which a refusal is about. */
  async function send(submissions: Submission[], values?: FormValues): Promise<void> {
    setBusy(true)
    try {
      const result = await submitForm(form, submissions, values)
      if (result.status === 'rejected') {
        const marked = serverProblems(result.rejections, fieldOf)
        const first = order.find((f) => marked.fields[f])
        if (first) focus(first)
        else showToast(marked.general.join(' '), 'error')
        return
      }
      if (result.status === 'sent') await discard?.()
      else queuedNotice(result.offline)
      onDone()
    } catch (error) {
      showToast(errorText(error), 'error')
    } finally {
      setBusy(false)
    }
  }

  return { busy, send }
}
