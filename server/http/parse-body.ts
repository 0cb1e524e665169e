import type * as z from 'zod/mini'
import { ApiError } from '../../contract/api-error'
import { codeForFields } from '../../contract/field-codes'

const MAX_JSON_BYTES = 64 * 1024

/** Reads a JSON or multipart body and checks it against the endpoint's schema. */
export async function parseBody(request: Request, schema: z.ZodMiniType, multipart: boolean): Promise<unknown> {
  // A multipart call without files may come as JSON too (a ticket without photos).
  const json = (request.headers.get('content-type') ?? '').includes('application/json')
  const raw = multipart && !json ? await readForm(request) : await readJson(request)
  const result = schema.safeParse(raw)
  if (result.success) return result.data
  const fields = [...new Set(result.error.issues.map((issue) => String(issue.path[0] ?? '')).filter(Boolean))]
  throw new ApiError(codeForFields(fields), { fields })
}

async function readJson(request: Request): Promise<unknown> {
  const text = await request.text()
  if (text.length > MAX_JSON_BYTES) throw new ApiError(10004)
  if (text.trim() === '') return {}
  try {
    return JSON.parse(text)
  } catch {
    throw new ApiError(10004)
  }
}

async function readForm(request: Request): Promise<unknown> {
  try {
    const form = await request.formData()
    return Object.fromEntries([...form.keys()].map((key) => [key, form.get(key)]))
  } catch {
    throw new ApiError(10004)
  }
}
