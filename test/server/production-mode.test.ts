import { spawn } from 'node:child_process'
import { describe, expect, it } from 'vitest'
import { readEnv } from '../../server/env'
import { productionProblems } from '../../server/production-checks'
import { inheritedEnv } from '../support/server-process'

const ready = {
  NODE_ENV: 'production',
  SANDBOX: 'false',
  SMS_PROVIDER: 'routed',
  SEMAPHORE_API_KEY: 'semaphore-production-key',
  SEMAPHORE_SENDER_NAME: 'JackeyPeso',
  THAIBULKSMS_API_KEY: 'thaibulksms-production-key',
  THAIBULKSMS_API_SECRET: 'thaibulksms-production-secret',
  THAIBULKSMS_SENDER: 'JackeyCash',
  PAYOUT_PROVIDER: 'xendit',
  PAYMENT_PROVIDER: 'xendit',
  XENDIT_SECRET_KEY: 'xnd_production_key',
  XENDIT_WEBHOOK_TOKEN: 'a-webhook-token-of-32-characters!',
  IDENTITY_CHECK_PROVIDER: 'authority',
  LOG_PEPPER: 'p'.repeat(32),
  CREDIT_BUREAU: 'ncb-member',
  NCB_MEMBER_API_URL: 'https://ncb-gateway.example',
  NCB_MEMBER_API_KEY: 'ncb-production-key',
  NCB_MEMBER_CODE: 'M0001',
}

describe('production mode', () => {
  it('names every demo setting a production process starts with, one line each', () => {
    const problems = productionProblems(readEnv({ NODE_ENV: 'production', PAYOUT_PROVIDER: 'xendit' }))
    expect(problems).toHaveLength(9)
    expect(problems.join('\n')).toMatch(/SANDBOX[\s\S]*SMS_PROVIDER[\s\S]*IDENTITY_CHECK_PROVIDER[\s\S]*LIVENESS_PROVIDER[\s\S]*PAYMENT_PROVIDER[\s\S]*CREDIT_BUREAU[\s\S]*XENDIT_SECRET_KEY[\s\S]*XENDIT_WEBHOOK_TOKEN[\s\S]*LOG_PEPPER/)
  })

  it('reads the first Xendit names when the new ones are not set', () => {
    const env = readEnv({ XENDIT_BASE_URL: 'http://127.0.0.1:9', XENDIT_CALLBACK_TOKEN: 'an-old-callback-token-1234' })
    expect([env.XENDIT_API_URL, env.XENDIT_WEBHOOK_TOKEN]).toEqual(['http://127.0.0.1:9', 'an-old-callback-token-1234'])
    expect(readEnv({}).XENDIT_API_URL).toBe('https://api.xendit.co')
    expect(readEnv({ XENDIT_API_URL: 'http://new', XENDIT_BASE_URL: 'http://old' }).XENDIT_API_URL).toBe('http://new')
  })

  it('refuses the sandbox payouts and a short pepper', () => {
    const problems = productionProblems(readEnv({ ...ready, PAYOUT_PROVIDER: 'sandbox', LOG_PEPPER: 'short' }))
    expect(problems.filter((p) => /PAYOUT_PROVIDER|LOG_PEPPER is shorter/.test(p))).toHaveLength(2)
  })

  it('starts with both markets\' SMS gateways configured, and names each missing credential', () => {
    expect(productionProblems(readEnv(ready))).toEqual([])
    const { THAIBULKSMS_API_SECRET: _secret, SEMAPHORE_SENDER_NAME: _sender, ...missing } = ready
    const problems = productionProblems(readEnv(missing))
    expect(problems).toEqual(['SEMAPHORE_SENDER_NAME, THAIBULKSMS_API_SECRET missing: SMS_PROVIDER=routed cannot send one-time codes.'])
    expect(productionProblems(readEnv({ ...ready, SMS_PROVIDER: 'sandbox' })).join('\n')).toMatch(/SMS_PROVIDER is sandbox/)
  })

  it('refuses the sandbox liveness check, named or left to follow the sandbox identity check; none sends every identity to a person and is allowed', () => {
    const named = productionProblems(readEnv({ ...ready, LIVENESS_PROVIDER: 'sandbox' }))
    expect(named).toEqual([expect.stringMatching(/^LIVENESS_PROVIDER is sandbox/)])
    expect(productionProblems(readEnv({ ...ready, IDENTITY_CHECK_PROVIDER: 'sandbox' })).join('\n')).toMatch(/IDENTITY_CHECK_PROVIDER[\s\S]*LIVENESS_PROVIDER/)
    expect(productionProblems(readEnv({ ...ready, LIVENESS_PROVIDER: 'none' }))).toEqual([])
  })

  it('refuses the sandbox push provider, which would never reach a browser', () => {
    expect(productionProblems(readEnv({ ...ready, PUSH_PROVIDER: 'sandbox' }))).toEqual([expect.stringMatching(/^PUSH_PROVIDER is sandbox/)])
  })

  it('lets the demo settings run outside production', () => {
    expect(productionProblems(readEnv({}))).toEqual([])
  })

  it('stops the server before it opens anything, with each problem on stderr and never a secret', async () => {
    const { SEMAPHORE_API_KEY: _key, ...withoutSemaphoreKey } = ready
    const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
      env: { ...inheritedEnv(), ...withoutSemaphoreKey, SANDBOX: 'true', LOG_PEPPER: 'secret-but-short', DATA_DIR: '/nonexistent/never-created', SERVE_APP: 'false' },
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    let stderr = ''
    child.stderr.on('data', (chunk) => {
      stderr += chunk
    })
    const code = await new Promise<number | null>((resolve) => child.once('exit', resolve))
    expect(code).toBe(1)
    const lines = stderr.trim().split('\n')
    expect(lines.filter((l) => l.startsWith('Refusing to start in production:'))).toHaveLength(3)
    expect(stderr).not.toContain('secret-but-short')
    expect(stderr).not.toContain('xnd_production_key')
    expect(stderr).not.toContain('thaibulksms-production-secret')
  })
})
