import { useEffect, useState } from 'react'
import { fetchBlob } from '../../api'
import { ErrorNotice } from '../../components/notice'

/** A ticket's photos, fetched only when asked (each view is audited) and shown from blob: URLs. */
export function TicketPhotos({ urls }: { urls: string[] }) {
  const [shown, setShown] = useState(false)
  const [objects, setObjects] = useState<string[]>([])
  const [error, setError] = useState<unknown>(null)
  const key = urls.join('|')
  useEffect(() => {
    if (!shown) return
    let live = true
    const made: string[] = []
    Promise.all(urls.map(fetchBlob)).then(
      (blobs) => {
        made.push(...blobs.map((b) => URL.createObjectURL(b)))
        if (live) setObjects(made)
      },
      (e: unknown) => live && setError(e),
    )
    return () => {
      live = false
      made.forEach((u) => URL.revokeObjectURL(u))
    }
  }, [shown, key])
  if (!shown) {
    return (
      <button type="button" className="button small" onClick={() => setShown(true)}>
        Show {urls.length} photo{urls.length === 1 ? '' : 's'} (logged)
      </button>
    )
  }
  return (
    <div>
      <ErrorNotice error={error} />
      {objects.map((src, i) => (
        <img key={src} src={src} alt={`Photo ${i + 1} from the borrower`} style={{ maxWidth: 320, marginInlineEnd: 8 }} />
      ))}
    </div>
  )
}
