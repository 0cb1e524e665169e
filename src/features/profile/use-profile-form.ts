import type { Submission } from '../../offline/outbox-paths'
import { useDraft } from '../../offline/use-draft'
import { useSentBack } from '../../offline/use-outbox'
import { serverProblems } from '../../ui/server-problems'
import { useFormCheck } from '../../ui/use-form-check'
import { inWords, type ProfileProblem, useProblemWords } from './problem-words'
import { useProfileSubmit } from './use-profile-submit'

/** A profile form's fields: text as typed, choices by their code. */
type FieldValues = Record<string, string>

type Options<V extends FieldValues, F extends string> = {
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
 * about it (a field's error only while the field holds what was refused), the checks of its
 * fields, and sending it through the outbox with the values it was made from.
 */
export function useProfileForm<V extends FieldValues, F extends string>({ form, initial, order, fieldOf, validate, onDone }: Options<V, F>) {
  const draft = useDraft<V>(form, initial)
  const answers = useSentBack(form)
  const sentBack = serverProblems(answers, fieldOf, draft.values)
  const check = useFormCheck(order, inWords(validate(draft.values), useProblemWords()), sentBack.fields)
  const submit = useProfileSubmit({ form, order, fieldOf, focus: check.focus, discard: draft.discard, onDone })
  const send = (submissions: Submission[]) => submit.send(submissions, draft.values)
  return { draft, answers, sentBack, check, busy: submit.busy, send }
}
