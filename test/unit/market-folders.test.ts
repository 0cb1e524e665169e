// A market is a folder (docs/architecture.md, "A market"): every folder of contract/market/ with a
// profile is in each list scripts/generate-markets.ts writes, so a folder added without running the
// generator fails here rather than being silently absent from the registry or the contract.
import { readdirSync, readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { BUILT_IN_CONTRACT_WORDS } from '../../contract/market/built-in-contract-words.gen'
import { BUILT_IN_PACKS } from '../../contract/market/built-in-packs.gen'
import { BUILT_IN_PROFILES } from '../../contract/market/built-in-profiles.gen'
import { BUILT_IN_TERMS } from '../../contract/market/built-in-terms.gen'

const root = new URL('../../contract/market/', import.meta.url)
const folders = readdirSync(root, { withFileTypes: true })
  .filter((e) => e.isDirectory() && readdirSync(new URL(`${e.name}/`, root)).includes('profile.ts'))
  .map((e) => ({ dir: e.name, code: /\bcode:\s*'([^']+)'/.exec(readFileSync(new URL(`${e.name}/profile.ts`, root), 'utf8'))?.[1] }))

describe('the market folders', () => {
  it('are found', () => {
    expect(folders.length).toBeGreaterThanOrEqual(2)
  })

  it.each(folders)('$dir is in every generated list', ({ code }) => {
    for (const list of [BUILT_IN_PROFILES, BUILT_IN_TERMS, BUILT_IN_PACKS, BUILT_IN_CONTRACT_WORDS]) expect(Object.keys(list)).toContain(code)
  })

  it('are all the generated lists hold', () => {
    const codes = folders.map((f) => f.code).sort()
    for (const list of [BUILT_IN_PROFILES, BUILT_IN_TERMS, BUILT_IN_PACKS, BUILT_IN_CONTRACT_WORDS]) expect(Object.keys(list).sort()).toEqual(codes)
  })
})
