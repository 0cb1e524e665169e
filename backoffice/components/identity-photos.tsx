import { useEffect, useState } from 'react'
import { fetchBlob } from '../api'
import { ErrorNotice } from './notice'

type Photos = { frontImage: string | null; backImage: string | null; handHoldImage: string | null }
const LABELS: Record<keyof Photos, string> = { frontImage: 'ID card, front', backImage: 'ID card, back', handHoldImage: 'Holding the ID card' }

/**
 * The three identity photos, fetched only when the reviewer asks: each fetch is an audited view.
 * Fetched with the staff token and shown from blob: URLs (an <img src> cannot send the token).
 */
export function IdentityPhotos({ photos }: { photos: Photos }) {
  const [shown, setShown] = useState(false)
  const [urls, setUrls] = useState<Partial<Record<keyof Photos, string>>>({})
  const [error, setError] = useState<unknown>(null)
  // Keyed by the URLs, not the object: reloading the review must not fetch (and log) the photos again.
  const key = [photos.frontImage, photos.backImage, photos.handHoldImage].join('|')
  useEffect(() => {
    if (!shown) return
    const made: string[] = []
    let live = true
    for (const field of Object.keys(LABELS) as (keyof Photos)[]) {
      const url = photos[field]
      if (url === null) continue
      fetchBlob(url).then(
        (blob) => {
          const objectUrl = URL.createObjectURL(blob)
          made.push(objectUrl)
          if (live) setUrls((u) => ({ ...u, [field]: objectUrl }))
        },
        (e: unknown) => live && setError(e),
      )
    }
    return () => {
      live = false
      made.forEach((u) => URL.revokeObjectURL(u))
    }
  }, [shown, key])
  if (!shown) {
    return (
      <button type="button" className="button" onClick={() => setShown(true)}>
        Show identity photos (each view is logged)
      </button>
    )
  }
  return (
    <div className="photos">
      <ErrorNotice error={error} />
      {(Object.keys(LABELS) as (keyof Photos)[]).map((field) => (
        <figure key={field}>
          {urls[field] ? <img src={urls[field]} alt={LABELS[field]} /> : <div className="photo-placeholder">{photos[field] ? 'Loading…' : 'Missing'}</div>}
          <figcaption>{LABELS[field]}</figcaption>
        </figure>
      ))}
    </div>
  )
}
