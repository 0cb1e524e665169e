import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestApp } from '../support/test-app'

type Document = { openapi: string; paths: Record<string, { post: { requestBody: { content: Record<string, { schema: { properties?: Record<string, unknown> } }> }; parameters: { name: string }[] } }> }

let t: Awaited<ReturnType<typeof startTestApp>>
beforeAll(async () => {
  t = await startTestApp()
})
afterAll(() => t.close())

const documentOf = async (app = t.app) => (await (await app.request('/jackey/openapi.json')).json()) as Document

describe('the OpenAPI document', () => {
  it('describes every POST endpoint the server mounts, and nothing it does not', async () => {
    const doc = await documentOf()
    expect(doc.openapi).toBe('3.1.0')
    const mounted = t.app.routes.filter((r) => r.method === 'POST' && r.path.startsWith('/jackey/')).map((r) => r.path)
    expect(mounted.length).toBeGreaterThan(50)
    expect(Object.keys(doc.paths).sort()).toEqual([...new Set(mounted)].sort())
  })

  it('gives each call its body schema from the contract, multipart where files go, and the Idempotency-Key where it changes something', async () => {
    const { paths } = await documentOf()
    expect(Object.keys(paths['/jackey/user/withdraw']?.post.requestBody.content['application/json']?.schema.properties ?? {})).toEqual(['loanOrderId', 'password', 'withdrawAmount', 'bankcard'])
    expect(Object.keys(paths['/jackey/user/identity/apply']?.post.requestBody.content ?? {})).toEqual(['multipart/form-data'])
    expect(paths['/jackey/user/withdraw']?.post.parameters.map((p) => p.name)).toEqual(['Idempotency-Key'])
    expect(paths['/jackey/user/info']?.post.parameters).toEqual([])
  })

  it('leaves out the sandbox calls of a server that runs without them', async () => {
    const real = await startTestApp({ env: { SANDBOX: 'false' } })
    try {
      const paths = Object.keys((await documentOf(real.app)).paths)
      expect(paths.some((p) => p.includes('/sandbox/'))).toBe(false)
      expect(paths).toContain('/jackey/user/withdraw')
    } finally {
      await real.close()
    }
  })

  it('has a reference page a person can read', async () => {
    const response = await t.app.request('/jackey/reference')
    expect(response.status).toBe(200)
    const html = await response.text()
    expect(html).toContain('POST /jackey/loan/recharge')
    expect(html).toContain('href="/jackey/openapi.json"')
  })
})
