// Reading the PhilID's QR code from a phone photo of the card's front.
import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import { readQrFromPhoto } from '../../server/providers/identity-check/philsys-qr/read-qr'
import { philIdPhoto, philsysIssuer } from '../support/philsys-qr-simulator'

const issuer = philsysIssuer()
const holder = { pcn: '1234567890123456', firstName: 'JUAN', middleName: 'SANTOS', lastName: 'PEÑA', birthday: '1990-07-04' }

describe('readQrFromPhoto', { timeout: 60_000 }, () => {
  it('reads either format from a 1600 px photo of the card, also when the phone held it sideways', async () => {
    for (const qr of [issuer.philId(holder), issuer.ePhilId(holder)]) {
      const photo = await philIdPhoto(qr)
      expect(await readQrFromPhoto(photo)).toBe(qr)
      // Stored turned, with EXIF saying how to turn it back.
      const sideways = await sharp(photo).rotate(270).withMetadata({ orientation: 6 }).jpeg().toBuffer()
      expect(await readQrFromPhoto(sideways)).toBe(qr)
    }
  })

  it('reads a code whose bytes are Latin-1 (Ñ as one byte), not only UTF-8', async () => {
    const qr = issuer.philId(holder)
    expect(await readQrFromPhoto(await philIdPhoto([...Buffer.from(qr, 'latin1')]))).toBe(qr)
  })

  it('answers null for a photo without a code, and for bytes that are no image', async () => {
    expect(await readQrFromPhoto(await philIdPhoto(null))).toBeNull()
    expect(await readQrFromPhoto(new TextEncoder().encode('<?php echo 1; ?>'))).toBeNull()
  })
})
