import { ESLint } from 'eslint'
import { describe, expect, it } from 'vitest'
import { allowed } from '../../scripts/eslint/import-boundaries.js'

const eslint = new ESLint({ cwd: process.cwd() })

async function problems(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath })
  return (result?.messages ?? []).filter((m) => m.ruleId === 'project/import-boundaries').map((m) => m.message)
}

describe('import boundaries', () => {
  it('let imports run one way only', () => {
    expect(allowed('server', 'contract')).toBe(true)
    expect(allowed('contract', 'server')).toBe(false)
    expect(allowed('src/features/auth', 'src/api')).toBe(true)
    expect(allowed('src/features/auth', 'src/features/home')).toBe(false)
    expect(allowed('src/ui', 'src/features/auth')).toBe(false)
    expect(allowed('src/api', 'src/offline')).toBe(false)
    expect(allowed('src/routes', 'src/features/auth')).toBe(true)
  })

  it('fail the lint when ui/ imports a feature or a feature imports ky', async () => {
    expect(await problems('src/ui/x.tsx', "import { login } from '../features/auth/api'\nlogin")).toHaveLength(1)
    expect(await problems('src/features/auth/x.ts', "import ky from 'ky'\nky")).toHaveLength(1)
    expect(await problems('src/features/auth/x.ts', "import { call } from '../../api/client'\ncall")).toHaveLength(0)
  })

  it('keep the PWA layer clear of features, the HTTP client and IndexedDB', () => {
    expect(allowed('src/pwa', 'src/state')).toBe(true)
    expect(allowed('src/pwa', 'src/features/auth')).toBe(false)
    expect(allowed('src/pwa', 'src/api')).toBe(false)
    expect(allowed('src/pwa', 'src/offline')).toBe(false)
    expect(allowed('src/routes', 'src/pwa')).toBe(true)
    expect(allowed('src/features/account', 'src/pwa')).toBe(false)
  })

  it('fail the lint when one feature reaches into another', async () => {
    expect(await problems('src/features/home/x.ts', "import { login } from '../auth/api'\nlogin")).toHaveLength(1)
  })

  it('keep the back office to the contract, and everyone else out of the back office', async () => {
    expect(allowed('backoffice', 'contract')).toBe(true)
    expect(allowed('backoffice', 'src/ui')).toBe(false)
    expect(allowed('backoffice', 'server')).toBe(false)
    expect(allowed('src/entry', 'backoffice')).toBe(false)
    expect(allowed('src/routes', 'backoffice')).toBe(false)
    expect(await problems('backoffice/x.ts', "import { call } from '../src/api/client'\ncall")).toHaveLength(1)
    expect(await problems('backoffice/x.ts', "import ky from 'ky'\nky")).toHaveLength(1)
  })

  it('keep each back office area to itself, its shared components knowing none', async () => {
    expect(allowed('backoffice', 'backoffice/features/money')).toBe(true)
    expect(allowed('backoffice/features/money', 'backoffice/components')).toBe(true)
    expect(allowed('backoffice/features/money', 'backoffice')).toBe(true)
    expect(allowed('backoffice/features/money', 'contract')).toBe(true)
    expect(allowed('backoffice/features/money', 'backoffice/features/borrowers')).toBe(false)
    expect(allowed('backoffice/components', 'backoffice/features/money')).toBe(false)
    expect(allowed('backoffice/components', 'backoffice')).toBe(true)
    expect(allowed('src/features/auth', 'backoffice/components')).toBe(false)
    expect(await problems('backoffice/features/money/x.ts', "import { LoanSection } from '../borrowers/panels/loan-section'\nLoanSection")).toHaveLength(1)
    expect(await problems('backoffice/components/x.ts', "import { MoneyPage } from '../features/money/money-page'\nMoneyPage")).toHaveLength(1)
    expect(await problems('backoffice/features/money/x.ts', "import { Notice } from '../../components/notice'\nNotice")).toHaveLength(0)
  })

  it('keep the domain clear of the HTTP layer and the routes, which call it', async () => {
    expect(allowed('server/http', 'server/domain')).toBe(true)
    expect(allowed('server/routes', 'server/domain')).toBe(true)
    expect(allowed('server/domain', 'server')).toBe(true)
    expect(allowed('server/domain', 'server/http')).toBe(false)
    expect(allowed('server/domain', 'server/routes')).toBe(false)
    expect(await problems('server/domain/orders/x.ts', "import { mountEndpoints } from '../../http/mount-endpoints'\nmountEndpoints")).toHaveLength(1)
    expect(await problems('server/domain/orders/x.ts', "import { orderHandlers } from '../../routes/orders'\norderHandlers")).toHaveLength(1)
    expect(await problems('server/domain/orders/x.ts', "import type { Services } from '../../services'\nexport type S = Services")).toHaveLength(0)
  })

  it('let Lingui be imported by its two wrappers only: the app’s and the server’s', async () => {
    const setup = "import { setupI18n } from '@lingui/core'\nsetupI18n"
    expect(await problems('src/i18n/x.ts', setup)).toHaveLength(0)
    expect(await problems('server/i18n/x.ts', setup)).toHaveLength(0)
    expect(await problems('server/domain/orders/x.ts', setup)).toHaveLength(1)
    expect(await problems('src/features/auth/x.ts', setup)).toHaveLength(1)
    expect(await problems('server/domain/orders/x.ts', "import type { MessageDescriptor } from '@lingui/core'\nexport type M = MessageDescriptor")).toHaveLength(0)
  })
})
