// The set of markets is data: the folders built in, and a pack registered at run time joins them
// everywhere a market is looked up by code.
import { describe, expect, it } from 'vitest'
import { isMarketCode, marketCodes, marketPack, marketPacks, marketProfile, MARKETS, registerMarket } from '../../contract/market'
import { regulatorName } from '../../contract/market/regulator-name'

const built = Object.values(MARKETS)
const base = built[0]
if (!base) throw new Error('no market is built in')
const extra = { ...base, code: 'QQ', regulators: [{ en: 'Registry Test Authority', zh: '测试管理局' }] }

describe('the market registry', () => {
  it('knows the built-in markets, in the order they were added, and no other code', () => {
    expect(marketCodes()).toEqual(built.map((m) => m.code))
    expect(isMarketCode('QQ')).toBe(false)
    expect(isMarketCode(42)).toBe(false)
    expect(() => marketPack('QQ')).toThrow('unknown market "QQ"')
  })

  it('takes a registered pack everywhere a code is looked up, after the built-in ones', () => {
    registerMarket(extra)
    expect(isMarketCode('QQ')).toBe(true)
    expect(marketPack('QQ')).toBe(extra)
    expect(marketProfile('QQ')).toBe(extra)
    expect(marketPacks().at(-1)).toBe(extra)
    expect(marketCodes()).toContain('QQ')
    expect(regulatorName('registry test authority', 'zh')).toBe('测试管理局')
  })

  it('refuses a second pack under a code already taken, and takes the same pack again', () => {
    expect(() => registerMarket({ ...base })).toThrow(`market "${base.code}" is already registered`)
    expect(() => registerMarket(extra)).not.toThrow()
  })
})
