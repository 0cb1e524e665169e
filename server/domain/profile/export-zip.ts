// The data export as one ZIP, streamed: each file is read from storage only when the reader
// asks for more, so memory holds one file at a time (a photo is at most 5 MB) whatever the
// number of loans. Photos are stored as they are (already compressed); text is deflated.
import { strToU8, Zip, ZipDeflate, ZipPassThrough } from 'fflate'
import { momentStyle } from '../../../contract/date-style'
import { INTL_TAG } from '../../../contract/locales'
import type { FileStorage } from '../../providers/storage/port'
import type { BorrowerExport } from './export-document'
import type { ExportFile } from './export-readme'
import { type ReadmeFile, readmeText } from './export-readme'

type Entry = { path: string; bytes: Uint8Array; deflate: boolean }

async function* entries(storage: FileStorage, bundle: BorrowerExport, now: Date): AsyncGenerator<Entry> {
  const included: ReadmeFile[] = []
  const missing: string[] = []
  const stored = async (file: ExportFile) => {
    const found = await storage.get(file.key)
    if (found) included.push(file)
    else missing.push(file.path)
    return found
  }
  for (const file of bundle.files) {
    const found = await stored(file)
    if (found) yield { path: file.path, bytes: found.bytes, deflate: false }
  }
  for (const loan of bundle.loans) {
    if (!loan.contract) continue
    included.push({ kind: 'contract', path: loan.contract.path, orderId: loan.orderId })
    yield { path: loan.contract.path, bytes: strToU8(await loan.contract.html()), deflate: true }
  }
  const document = missing.length === 0 ? bundle.document : { ...bundle.document, missingFiles: missing }
  yield { path: 'data.json', bytes: strToU8(JSON.stringify(document, null, 2)), deflate: true }
  // As the app writes a moment in the market's zone, the zone named (contract/date-style.ts).
  const exportedAt = new Intl.DateTimeFormat(INTL_TAG[bundle.locale], momentStyle(bundle.timeZone, true)).format(now)
  const readme = readmeText(bundle.locale, { lender: bundle.lender, exportedAt, currency: bundle.currency, files: included, missing })
  yield { path: 'README.txt', bytes: strToU8(readme), deflate: true }
}

export function exportZip(storage: FileStorage, bundle: BorrowerExport, now: Date): ReadableStream<Uint8Array> {
  const files = entries(storage, bundle, now)
  const zip = new Zip()
  return new ReadableStream<Uint8Array>({
    start(controller) {
      zip.ondata = (error, chunk, final) => {
        if (error) return controller.error(error)
        controller.enqueue(chunk)
        if (final) controller.close()
      }
    },
    // Every pull adds one file, which enqueues at least its header, so the reader is never left waiting.
    async pull() {
      const next = await files.next()
      if (next.done) return zip.end()
      const { path, bytes, deflate } = next.value
      const file = deflate ? new ZipDeflate(path, { level: 6 }) : new ZipPassThrough(path)
      file.mtime = now
      zip.add(file)
      file.push(bytes, true)
    },
    async cancel() {
      zip.terminate()
      await files.return(undefined)
    },
  })
}
