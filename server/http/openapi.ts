// The API described from the schemas the server validates with (contract/), so the description
// cannot drift from what is enforced: OpenAPI 3.1 at /jackey/openapi.json, and a plain reference
// page at /jackey/reference for someone without an OpenAPI viewer.
import type { Hono } from 'hono'
import * as z from 'zod/mini'
import { ADMIN_ENDPOINTS, ADMIN_FILE_ENDPOINTS, ADMIN_PREFIX } from '../../contract/admin/endpoints'
import { API_PREFIX, ENDPOINTS } from '../../contract/endpoints'
import { ERROR_MESSAGES } from '../../contract/error-codes'
import type { AppBindings } from '../services'

type JsonSchema = Record<string, unknown>
type Operation = {
  path: string
  summary: string
  tag: string
  body: z.ZodMiniType
  data: z.ZodMiniType
  auth: string | null
  idempotent: boolean
  multipart: boolean
  /** A call that answers a file of this type, and the envelope only when it refuses. */
  file?: string
}

// Refinements (plain text, check digits) have no JSON Schema form: they are described by their
// error codes, and the schema says what shape is accepted.
const schemaOf = (schema: z.ZodMiniType, io: 'input' | 'output'): JsonSchema => {
  const { $schema: _, ...rest } = z.toJSONSchema(schema, { io, unrepresentable: 'any', target: 'draft-2020-12' }) as JsonSchema
  return rest
}

function operations(withSandbox: boolean): Operation[] {
  const borrower = Object.entries(ENDPOINTS)
    .filter(([path]) => withSandbox || !path.startsWith('/sandbox/'))
    .map(([path, e]) => ({
      path: `${API_PREFIX}${path}`,
      summary: path,
      tag: path.split('/')[1] ?? 'api',
      body: e.body,
      data: e.data,
      auth: e.auth ? 'borrower' : null,
      idempotent: e.changes,
      multipart: 'multipart' in e,
    }))
  const staff = Object.entries(ADMIN_ENDPOINTS).map(([path, e]) => ({
    path: `${ADMIN_PREFIX}${path}`,
    summary: `admin${path}`,
    tag: 'admin',
    body: e.body,
    data: e.data,
    auth: e.access === 'public' ? null : e.access === 'staff' ? 'staff' : `staff: ${e.access.join(' or ')}`,
    idempotent: false,
    multipart: false,
  }))
  const files = Object.entries(ADMIN_FILE_ENDPOINTS).map(([path, e]) => ({
    path,
    summary: path.replace('/jackey/', ''),
    tag: 'admin',
    body: e.body,
    data: z.null(),
    auth: `staff: ${e.access.join(' or ')}`,
    idempotent: false,
    multipart: false,
    file: e.contentType,
  }))
  return [...borrower, ...staff, ...files]
}

const envelope = (data: JsonSchema): JsonSchema => ({
  type: 'object',
  required: ['code', 'msg', 'data'],
  properties: { code: { type: 'integer', description: '0 is success; any other value is a code of the catalogue (see x-error-codes)' }, msg: { type: 'string' }, data },
})

export function openApiDocument(withSandbox: boolean): JsonSchema {
  const paths: Record<string, unknown> = {}
  for (const op of operations(withSandbox)) {
    paths[op.path] = {
      post: {
        operationId: op.summary,
        summary: op.summary,
        tags: [op.tag],
        ...(op.auth ? { security: [{ [op.auth === 'borrower' ? 'borrowerToken' : 'staffToken']: [] }], description: `Needs a ${op.auth} token.` } : {}),
        parameters: op.idempotent
          ? [{ name: 'Idempotency-Key', in: 'header', required: false, schema: { type: 'string', format: 'uuid' }, description: 'The first answer is kept 30 days and returned again for a repeat with the same body.' }]
          : [],
        requestBody: { required: true, content: { [op.multipart ? 'multipart/form-data' : 'application/json']: { schema: schemaOf(op.body, 'input') } } },
        responses: {
          200: op.file
            ? {
                description: 'The file (Content-Disposition: attachment), or the envelope with a code when the call is refused',
                content: { [op.file]: { schema: { type: 'string' } }, 'application/json': { schema: envelope({ type: 'null' }) } },
              }
            : { description: 'The envelope; HTTP 200 for every business answer', content: { 'application/json': { schema: envelope(schemaOf(op.data, 'output')) } } },
        },
      },
    }
  }
  return {
    openapi: '3.1.0',
    info: { title: 'Jackey borrower and staff API', version: '1', description: 'Every call is POST with a JSON body (multipart where marked) and answers the envelope {code, msg, data}.' },
    paths,
    components: {
      securitySchemes: {
        borrowerToken: { type: 'apiKey', in: 'header', name: 'Authorization', description: 'The token from /user/login or /user/register, as it is.' },
        staffToken: { type: 'apiKey', in: 'header', name: 'Authorization', description: 'The token from /admin/login.' },
      },
    },
    'x-error-codes': ERROR_MESSAGES,
  }
}

const escape = (text: string) => text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`)

function referencePage(withSandbox: boolean): string {
  const rows = operations(withSandbox).map(
    (op) => `<section id="${escape(op.summary)}"><h2>POST ${escape(op.path)}</h2>
<p>${op.auth ? `Needs a ${escape(op.auth)} token.` : 'No token.'}${op.idempotent ? ' Accepts Idempotency-Key.' : ''}${op.multipart ? ' Multipart form.' : ''}${op.file ? ` Answers a ${escape(op.file)} file.` : ''}</p>
<details><summary>Body</summary><pre>${escape(JSON.stringify(schemaOf(op.body, 'input'), null, 2))}</pre></details>
<details><summary>data</summary><pre>${escape(JSON.stringify(schemaOf(op.data, 'output'), null, 2))}</pre></details></section>`,
  )
  const codes = Object.entries(ERROR_MESSAGES).map(([code, msg]) => `<tr><td>${code}</td><td>${escape(msg)}</td></tr>`)
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>API reference</title></head>
<body><h1>API reference</h1><p>Machine-readable: <a href="${API_PREFIX}/openapi.json">openapi.json</a> (OpenAPI 3.1). Every call answers <code>{code, msg, data}</code>; code 0 is success.</p>
${rows.join('\n')}
<h2 id="codes">Codes</h2><table><tbody>${codes.join('')}</tbody></table></body></html>`
}

/** Registered before the API's catch-all, which answers every other /jackey path. */
export function mountOpenApi(app: Hono<AppBindings>, withSandbox: boolean): void {
  const document = openApiDocument(withSandbox)
  const page = referencePage(withSandbox)
  app.get(`${API_PREFIX}/openapi.json`, (c) => c.json(document))
  app.get(`${API_PREFIX}/reference`, (c) => c.html(page))
}
