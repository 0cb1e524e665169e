// One draft per form, saved as the borrower types; deleted only when the server has
// accepted the form's submission, or at logout (wipe.ts).
import { appDb } from './db'

export type DraftValues = Record<string, unknown>

export async function loadDraft(form: string): Promise<DraftValues | null> {
  return (await appDb().drafts.get(form))?.values ?? null
}

export async function saveDraft(form: string, values: DraftValues): Promise<void> {
  await appDb().drafts.put({ form, values, savedAt: Date.now() })
}

export async function deleteDraft(form: string): Promise<void> {
  await appDb().drafts.delete(form)
}

export async function hasDraft(form: string): Promise<boolean> {
  return (await appDb().drafts.get(form)) !== undefined
}
