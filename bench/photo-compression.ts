// Photo compression (issue 3): how long the app's own `compressPhoto`
// (src/features/identity/compress-photo.ts: longest side ≈ 1600 px, JPEG) takes on a
// 12-megapixel camera photo in Chromium, and what comes out. The module is bundled alone
// for a blank page (bench/browser-bundle.ts), so nothing else of the app runs beside it.
// `npx tsx bench/photo-compression.ts` runs it alone; bench/run.ts includes it.
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import type { compressPhoto } from '../src/features/identity/compress-photo'
import { launchChromium } from '../test/support/browser'
import { bundleForBrowser } from './browser-bundle'
import { median, type Row, section } from './report'
import { serveFolder } from './static-server'

const RUNS = Number(process.env.BENCH_RUNS ?? 5)
const WIDTH = 4000
const HEIGHT = 3000
const INPUT_QUALITY = 0.92

export type BenchSection = { title: string; rows: Row[]; note: string }

type Measured = {
  inputBytes: number
  inputSize: string
  outputBytes: number[]
  outputSize: string
  outputType: string
  times: number[]
  progress: string
  userAgent: string
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(0)} KB`
const mb = (bytes: number) => `${(bytes / 2 ** 20).toFixed(2)} MB`

export async function photoCompressionSection(options: { work?: string } = {}): Promise<BenchSection> {
  const work = options.work ?? (await mkdtemp(join(tmpdir(), 'jackey-photo-bench-')))
  const dir = await bundleForBrowser(work, 'benchPhoto', { compressPhoto: { module: 'src/features/identity/compress-photo.ts', name: 'compressPhoto' } })
  const site = await serveFolder(dir)
  const browser = await launchChromium()
  let measured: Measured
  try {
    const page = await browser.newPage()
    // tsx names the arrow functions below with a helper that exists only in Node.
    await page.addInitScript({ content: 'globalThis.__name = (f) => f' })
    await page.goto(`${site.url}/`)
    await page.waitForFunction(() => 'benchPhoto' in window)
    measured = await page.evaluate(
      async ({ width, height, quality, runs }) => {
        const api = (window as unknown as { benchPhoto: { compressPhoto: typeof compressPhoto } }).benchPhoto
        // A camera-like picture, the same each run: gradients, shapes, and sensor-like noise,
        // so that JPEG cannot make it trivially small.
        let seed = 20261122
        const random = () => {
          seed = (seed + 0x6d2b79f5) | 0
          let t = Math.imul(seed ^ (seed >>> 15), 1 | seed)
          t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t
          return ((t ^ (t >>> 14)) >>> 0) / 4294967296
        }
        const canvas = document.createElement('canvas')
        canvas.width = width
        canvas.height = height
        const ctx = canvas.getContext('2d')
        if (!ctx) throw new Error('no 2d canvas')
        const sky = ctx.createLinearGradient(0, 0, width, height)
        sky.addColorStop(0, '#2b5876')
        sky.addColorStop(0.5, '#d8c3a5')
        sky.addColorStop(1, '#4e4376')
        ctx.fillStyle = sky
        ctx.fillRect(0, 0, width, height)
        for (let i = 0; i < 400; i++) {
          const x = random() * width
          const y = random() * height
          const r = 20 + random() * 300
          const blob = ctx.createRadialGradient(x, y, 0, x, y, r)
          blob.addColorStop(0, `hsla(${random() * 360}, 70%, ${30 + random() * 50}%, 0.9)`)
          blob.addColorStop(1, 'hsla(0, 0%, 50%, 0)')
          ctx.fillStyle = blob
          ctx.fillRect(x - r, y - r, 2 * r, 2 * r)
        }
        for (let i = 0; i < 300; i++) {
          ctx.fillStyle = `hsl(${random() * 360}, 60%, ${20 + random() * 60}%)`
          ctx.font = `${12 + Math.floor(random() * 80)}px sans-serif`
          ctx.fillText('บัตรประจำตัวประชาชน ID 1234567890123', random() * width, random() * height)
        }
        const pixels = ctx.getImageData(0, 0, width, height)
        const data = pixels.data
        for (let i = 0; i < data.length; i += 4) {
          const grain = (random() - 0.5) * 24
          data[i] = (data[i] ?? 0) + grain + (random() - 0.5) * 8
          data[i + 1] = (data[i + 1] ?? 0) + grain + (random() - 0.5) * 8
          data[i + 2] = (data[i + 2] ?? 0) + grain + (random() - 0.5) * 8
        }
        ctx.putImageData(pixels, 0, 0)
        const jpeg = await new Promise<Blob>((resolve, reject) => canvas.toBlob((b) => (b ? resolve(b) : reject(new Error('no jpeg'))), 'image/jpeg', quality))
        const input = new File([jpeg], 'camera.jpg', { type: 'image/jpeg', lastModified: Date.now() })
        const inputBitmap = await createImageBitmap(input)
        const inputSize = `${inputBitmap.width}×${inputBitmap.height}`
        inputBitmap.close()

        const times: number[] = []
        const outputBytes: number[] = []
        let outputSize = ''
        let outputType = ''
        let progress = ''
        for (let run = 0; run < runs; run++) {
          const steps: number[] = []
          const start = performance.now()
          const output = await api.compressPhoto(input, (done) => steps.push(done))
          times.push(performance.now() - start)
          outputBytes.push(output.size)
          const bitmap = await createImageBitmap(output)
          outputSize = `${bitmap.width}×${bitmap.height}`
          bitmap.close()
          outputType = output.type
          progress = steps.join(' → ')
        }
        return { inputBytes: input.size, inputSize, outputBytes, outputSize, outputType, times, progress, userAgent: navigator.userAgent }
      },
      { width: WIDTH, height: HEIGHT, quality: INPUT_QUALITY, runs: RUNS },
    )
  } finally {
    await browser.close()
    await site.stop()
    if (!options.work) await rm(work, { recursive: true, force: true })
  }
  const { inputBytes, inputSize, outputBytes, outputSize, outputType, times, progress, userAgent } = measured
  if (inputSize !== `${WIDTH}×${HEIGHT}`) throw new Error(`the input photo is ${inputSize}, not ${WIDTH}×${HEIGHT}`)
  if (outputType !== 'image/jpeg') throw new Error(`compressPhoto gave ${outputType}, not image/jpeg`)
  const outputMedian = median(outputBytes)
  const rows: Row[] = [
    {
      input: `${inputSize} JPEG (12 MP), quality ${INPUT_QUALITY}`,
      'input size': mb(inputBytes),
      output: `${outputSize} ${outputType}`,
      'output size': kb(outputMedian),
      'output / input': `${((100 * outputMedian) / inputBytes).toFixed(1)} %`,
      'median time': `${Math.round(median(times))} ms`,
      runs: times.map(Math.round).join(', '),
    },
  ]
  const chromium = /Chrome\/([\d.]+)/.exec(userAgent)?.[1] ?? 'unknown'
  return {
    title: 'Identity photo compression in Chromium',
    note:
      `The app's \`compressPhoto\` (src/features/identity/compress-photo.ts: decode with EXIF orientation, scale to a longest side of 1600 px, ` +
      `re-encode as JPEG at quality 0.85), bundled alone by Vite and called on a blank page in Debian's Chromium ${chromium} ` +
      `(headless, --disable-gpu, no CPU slow-down). The input is made in the page once: ${WIDTH}×${HEIGHT} canvas with gradients, shapes, text and ` +
      `per-pixel noise (seeded, the same every run), saved by \`toBlob('image/jpeg', ${INPUT_QUALITY})\`, about the size of a phone camera's photo. ` +
      `Time is performance.now() around the call, from the File to the encoded Blob; median of ${RUNS} runs, the first one cold (all listed). ` +
      `Progress reported: ${progress}. What the borrower uploads is the output; the original never leaves the phone.`,
    rows,
  }
}

export const photoCompressionFigure = {
  name: 'Photo compression',
  async run({ work }: { work: string }): Promise<void> {
    const { title, rows, note } = await photoCompressionSection({ work })
    section(title, rows, note)
  },
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const { title, rows, note } = await photoCompressionSection()
  console.log(`## ${title}\n\n${note}\n`)
  console.table(rows)
}
