import type { DraftValues } from '../../offline/drafts'
import { useDraft } from '../../offline/use-draft'
import { useSentBack } from '../../offline/use-outbox'
import { serverProblems } from '../../ui/server-problems'
import { useFormCheck } from '../../ui/use-form-check'
import { inWords, type ProfileProblem, useProblemWords } from './problem-words'
import { useProfileSubmit } from './use-profile-submit'

type Options<V extends DraftValues, F extends string> = {
  form: string
  initial: V
  /** The fields in the order they are shown: the first one marked gets the focus. */
  order: readonly F[]
  fieldOf: (requestField: string) => F | null
  validate: (values: V) => Partial<Record<F, ProfileProblem>>
  onDone: () => void
}

/**
 * What every profile form starts with: its draft on this phone, what the server sent back
 * about it, the checks of its fields, and sending it through the outbox.
 */
export function useProfileForm<V extends DraftValues, F extends string>({ form, initial, order, fieldOf, validate, onDone }: Options<V, F>) {
  const draft = useDraft<V>(form, initial)
  const answers = useSentBack(form)
  const sentBack = serverProblems(answers, fieldOf)
  const check = useFormCheck(order, inWords(validate(draft.values), useProblemWords()), sentBack.fields)
  const { busy, send } = useProfileSubmit({ form, order, fieldOf, focus: check.focus, discard: draft.discard, onDone })
  return { draft, answers, sentBack, check, busy, send }
}
