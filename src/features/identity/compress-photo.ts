// A phone camera's 12-megapixel original would take minutes on a weak connection and
// is never uploaded: it is decoded here, scaled to a longest side of about 1600 px
// (still sharp enough to read an ID card) and re-encoded as JPEG.
const LONGEST_SIDE = 1600
const JPEG_QUALITY = 0.85

/** The photo as it will travel; `onProgress` gets 0..1 as the work goes. */
export async function compressPhoto(file: Blob, onProgress: (done: number) => void): Promise<Blob> {
  onProgress(0.1)
  // EXIF orientation applied, so a photo taken sideways arrives upright.
  const bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' })
  onProgress(0.5)
  try {
    const scale = Math.min(1, LONGEST_SIDE / Math.max(bitmap.width, bitmap.height))
    const width = Math.max(1, Math.round(bitmap.width * scale))
    const height = Math.max(1, Math.round(bitmap.height * scale))
    const blob = await encodeJpeg(bitmap, width, height)
    onProgress(1)
    return blob
  } finally {
    bitmap.close()
  }
}

async function encodeJpeg(bitmap: ImageBitmap, width: number, height: number): Promise<Blob> {
  if (typeof OffscreenCanvas !== 'undefined') {
    const canvas = new OffscreenCanvas(width, height)
    draw(canvas.getContext('2d'), bitmap, width, height)
    return canvas.convertToBlob({ type: 'image/jpeg', quality: JPEG_QUALITY })
  }
  const canvas = document.createElement('canvas')
  canvas.width = width
  canvas.height = height
  draw(canvas.getContext('2d'), bitmap, width, height)
  return new Promise((resolve, reject) =>
    canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('photo could not be encoded'))), 'image/jpeg', JPEG_QUALITY),
  )
}

function draw(
  context: OffscreenCanvasRenderingContext2D | CanvasRenderingContext2D | null,
  bitmap: ImageBitmap,
  width: number,
  height: number,
) {
  if (!context) throw new Error('no 2d canvas')
  // A transparent PNG would turn black in a JPEG.
  context.fillStyle = '#fff'
  context.fillRect(0, 0, width, height)
  context.imageSmoothingQuality = 'high'
  context.drawImage(bitmap, 0, 0, width, height)
}
