import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { ESLint } from 'eslint'
import { describe, expect, it } from 'vitest'
import { MARKETS } from '../../contract/market'
import { exempt, marketWords, namedMarketWord } from '../../scripts/eslint/market-literals.js'

const eslint = new ESLint({ cwd: process.cwd() })

async function problems(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath })
  return (result?.messages ?? []).filter((m) => m.ruleId === 'project/market-literals').map((m) => m.message)
}

describe('the market-literals rule', () => {
  it("reads every pack's code, currency and calling code from its folder", () => {
    const words = marketWords()
    for (const pack of Object.values(MARKETS)) {
      expect(words.codes).toContain(pack.code)
      expect(words.currencies).toContain(pack.currency)
      expect(words.callingCodes).toContain(pack.callingCode)
    }
  })

  it('covers a new market the day its folder is added', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'markets-'))
    fs.mkdirSync(path.join(dir, 'zz'))
    fs.writeFileSync(path.join(dir, 'zz/profile.ts'), "export const ZZ = { code: 'ZZ', currency: 'ZZD', minorDigits: 0, callingCode: '999' }\n")
    expect(marketWords(dir)).toEqual({ codes: ['ZZ'], currencies: ['ZZD'], callingCodes: ['999'] })
  })

  it('names market codes, currencies and calling codes, bare, with a plus or starting a number', () => {
    const words = { codes: ['TH'], currencies: ['THB'], callingCodes: ['66'] }
    expect(namedMarketWord('TH', words)).toBe('market code TH')
    expect(namedMarketWord('THB', words)).toBe('currency THB')
    expect(namedMarketWord('66', words)).toBe('calling code +66')
    expect(namedMarketWord('+66', words)).toBe('calling code +66')
    expect(namedMarketWord('+66812345678', words)).toBe('calling code +66')
    expect(namedMarketWord('th', words)).toBeNull()
    expect(namedMarketWord('THAI', words)).toBeNull()
    expect(namedMarketWord('660', words)).toBeNull()
  })

  it('fails the lint on a market branch in production code, in a literal, a type or a template', async () => {
    expect(await problems('server/domain/x.ts', "export const ph = (code: string) => code === 'PH'\n")).toHaveLength(1)
    expect(await problems('server/domain/x.ts', "export type M = 'TH' | 'PH'\n")).toHaveLength(2)
    expect(await problems('src/features/x.ts', "export const cur = (c: string) => c === 'PHP'\n")).toHaveLength(1)
    expect(await problems('backoffice/x.ts', "export const sms = (to: string) => to.startsWith('+63')\n")).toHaveLength(1)
    expect(await problems('server/domain/x.ts', 'export const t = `+66`\n')).toHaveLength(1)
    expect(await problems('server/domain/x.ts', "export const t = 'Thailand'\n")).toHaveLength(0)
  })

  it('leaves the market folders, tests, bench and scripts alone', async () => {
    expect(await problems('contract/market/th/x.ts', "export const c = 'TH'\n")).toHaveLength(0)
    for (const file of ['test/unit/x.test.ts', 'bench/x.ts', 'scripts/x.ts', 'server/x.test.ts', 'src/route-tree.gen.ts']) expect(exempt(file)).toBe(true)
    expect(exempt('server/domain/x.ts')).toBe(false)
  })
})
