import { describe, expect, it } from 'vitest'
import { crc16Ccitt, emvPayload, hasValidCrc, readFields } from '../../contract/emvco-qr'
import { ID_PAYMENT_QR, qrisPayload } from '../../contract/market/id/payment-qr'
import { qrPhPayload } from '../../contract/market/ph/payment-qr'
import { promptPayPayload } from '../../contract/market/th/payment-qr'

// Published payloads (docs/data-sources.md): the promptpay-qr library's own test cases, and QR Ph
// P2M payloads printed in public QR Ph integrations.
describe('PromptPay payloads', () => {
  it.each([
    ['0801234567', null, '00020101021129370016A000000677010111011300668012345675802TH530376463046197'],
    ['+66-89-123-4567', null, '00020101021129370016A000000677010111011300668912345675802TH5303764630429C1'],
    ['1111111111111', null, '00020101021129370016A000000677010111021311111111111115802TH530376463047B5A'],
    ['0123456789012', null, '00020101021129370016A000000677010111021301234567890125802TH530376463040CBD'],
    ['000-000-0000', 422, '00020101021229370016A000000677010111011300660000000005802TH530376454044.226304E469'],
  ])('%s for %s satang is the reference payload', (promptPayId, amountMinor, expected) => {
    expect(promptPayPayload({ promptPayId }, amountMinor)).toBe(expected)
  })

  it('carries baht, the exact amount and a valid CRC', () => {
    const payload = promptPayPayload({ promptPayId: '0105556000000' }, 123_456)
    const fields = readFields(payload)
    expect(fields.get('53')).toBe('764')
    expect(fields.get('54')).toBe('1234.56')
    expect(hasValidCrc(payload)).toBe(true)
  })
})

describe('QR Ph payloads', () => {
  const published = [
    '00020101021228530011ph.ppmi.p2m0111SRCPPHM2XXX0312MRCHNT-4H3TZ05030005204519953036085406100.005802PH5925SOCMED DIGITAL MARKETING 6010MakatiCity62650010ph.starpay0315SOCMED DIGITAL 0509OR#1Z1CSC0708TodayPay0803***88290012ph.ppmi.qrph0109OR#1Z1CSC63040275',
    '00020101021228760011ph.ppmi.p2m0111OPDVPHM1XXX0315777148000000028041652948137246807660503001520460165303608540510.005802PH5907Brankas6015City Of Mandalu62140010ph.allbank88310012ph.ppmi.qrph0111OPDVPHM1XXX6304131E',
  ]

  it.each(published)('the CRC of a published payload is ours: %s', (payload) => {
    expect(crc16Ccitt(payload.slice(0, -4))).toBe(payload.slice(-4))
    expect(hasValidCrc(payload)).toBe(true)
  })

  it('encodes a published payload field by field to the same text', () => {
    expect(
      emvPayload([
        ['00', '01'],
        ['01', '12'],
        ['28', [['00', 'ph.ppmi.p2m'], ['01', 'OPDVPHM1XXX'], ['03', '777148000000028'], ['04', '5294813724680766'], ['05', '001']]],
        ['52', '6016'],
        ['53', '608'],
        ['54', '10.00'],
        ['58', 'PH'],
        ['59', 'Brankas'],
        ['60', 'City Of Mandalu'],
        ['62', [['00', 'ph.allbank']]],
        ['88', [['00', 'ph.ppmi.qrph'], ['01', 'OPDVPHM1XXX']]],
      ]),
    ).toBe(published[1])
  })

  it('carries pesos, the exact amount, the reference and a valid CRC', () => {
    const merchant = { acquirerBic: 'SRCPPHM2XXX', merchantId: 'JACKEY-DEMO', mcc: '6012', name: 'Jackey Lending Demo', city: 'Makati City' }
    const payload = qrPhPayload(merchant, 250_075, 'JK123456789012')
    const fields = readFields(payload)
    expect(fields.get('28')).toBe('0011ph.ppmi.p2m0111SRCPPHM2XXX0311JACKEY-DEMO')
    expect(fields.get('53')).toBe('608')
    expect(fields.get('54')).toBe('2500.75')
    expect(fields.get('58')).toBe('PH')
    expect(fields.get('62')).toBe('0514JK123456789012')
    expect(hasValidCrc(payload)).toBe(true)
    expect(hasValidCrc(`${payload.slice(0, -1)}0`)).toBe(payload.endsWith('0'))
  })
})

describe('QRIS payloads', () => {
  // A static QRIS printed in a public integration (docs/data-sources.md, "QRIS"): GoPay's acquirer
  // template 26, the national template 51 with the NMID, currency 360, country ID.
  const published =
    '00020101021126610014COM.GO-JEK.WWW01189360091434970566750210G4970566750303UMI51440014ID.CO.QRIS.WWW0215ID10254118460050303UMI5204899953033605802ID5925Scalify Panel, Digital & 6015JAKARTA SELATAN61051200062070703A016304CD45'

  it('encodes a published payload field by field to the same text, CRC included', () => {
    expect(
      emvPayload([
        ['00', '01'],
        ['01', '11'],
        ['26', [['00', 'COM.GO-JEK.WWW'], ['01', '936009143497056675'], ['02', 'G497056675'], ['03', 'UMI']]],
        ['51', [['00', 'ID.CO.QRIS.WWW'], ['02', 'ID1025411846005'], ['03', 'UMI']]],
        ['52', '8999'],
        ['53', '360'],
        ['58', 'ID'],
        ['59', 'Scalify Panel, Digital & '],
        ['60', 'JAKARTA SELATAN'],
        ['61', '12000'],
        ['62', [['07', 'A01']]],
      ]),
    ).toBe(published)
  })

  const merchant = {
    acquirerGui: 'ID.CO.BANKMANDIRI.WWW',
    merchantPan: '936000080190366232',
    merchantId: '71903662325',
    nmid: 'ID1025435582537',
    criteria: 'UBE',
    mcc: '6012',
    name: 'Jackey Lending Demo',
    city: 'Jakarta Selatan',
  } as const

  it('is dynamic, for the exact amount in whole rupiah, with the NMID, the reference and a valid CRC', () => {
    const payload = qrisPayload(merchant, 1_250_000, '123456789012')
    const fields = readFields(payload)
    expect(fields.get('01')).toBe('12')
    expect(fields.get('26')).toBe('0021ID.CO.BANKMANDIRI.WWW01189360000801903662320211719036623250303UBE')
    expect(fields.get('51')).toBe('0014ID.CO.QRIS.WWW0215ID10254355825370303UBE')
    expect(fields.get('53')).toBe('360')
    expect(fields.get('54')).toBe('1250000')
    expect(fields.get('58')).toBe('ID')
    expect(fields.get('59')).toBe('Jackey Lending Demo')
    expect(fields.get('62')).toBe('0512123456789012')
    expect(fields.has('61')).toBe(false)
    expect(hasValidCrc(payload)).toBe(true)
  })

  it("reads a lender's PAYMENT_QR of its own scheme only: a PromptPay ID or a malformed NMID draws no QRIS", () => {
    expect(ID_PAYMENT_QR.account({ ...merchant, postalCode: '12190' })?.payload(50_000, '000000000001')).toContain('610512190')
    expect(ID_PAYMENT_QR.account({ promptPayId: '0105566000001' })).toBeNull()
    expect(ID_PAYMENT_QR.account({ ...merchant, nmid: 'ID12345' })).toBeNull()
    expect(ID_PAYMENT_QR.account({ ...merchant, criteria: 'XYZ' })).toBeNull()
  })
})
