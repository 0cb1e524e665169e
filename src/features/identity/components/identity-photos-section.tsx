import { Trans, useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import { IDENTITY_IMAGE_FIELDS, type IdentityImageField } from '../../../../contract/schemas/accounts'
import { PhotoCapture } from '../../../ui/photo-capture'
import type { PhotoProblem, useIdentityPhotos } from '../use-identity-photos'

type Props = { photos: ReturnType<typeof useIdentityPhotos>; errorOf: (slot: IdentityImageField) => string | null }

const FRAME = { frontImage: 'front', backImage: 'back', handHoldImage: 'holding' } as const

/** The three ID photos, each with its frame, preview and retake. */
export function IdentityPhotosSection({ photos, errorOf }: Props) {
  const { t } = useLingui()
  // The reason is told once, before the camera opens for the first time.
  const [reasonSeen, setReasonSeen] = useState(false)
  const words: Record<PhotoProblem, string> = {
    type: t({ id: 'img_size_tips', message: 'Please use a JPG or PNG photo of 5 MB or less' }),
    unreadable: t`This photo could not be read. Please take it again.`,
    storage: t`This phone's storage is full. Free some space, then take the photo again.`,
  }
  const labels: Record<IdentityImageField, string> = {
    frontImage: t`Front of your ID card`,
    backImage: t`Back of your ID card`,
    handHoldImage: t`You holding your ID card`,
  }
  const reason = (
    <p>
      <Trans>
        We compare these photos with your ID card number to make sure that nobody borrows in your name. They are sent only to us, and
        deleted from this phone once we have them.
      </Trans>
    </p>
  )
  return (
    <>
      <h2 className="section-title">
        <Trans>Photos of your ID card</Trans>
      </h2>
      <p className="note muted">
        <Trans>Lay the card flat in good light so that it fills the frame and every letter can be read.</Trans>
      </p>
      {IDENTITY_IMAGE_FIELDS.map((slot) => {
        const problem = photos.problems[slot]
        return (
          <PhotoCapture
            key={slot}
            name={slot}
            label={labels[slot]}
            frame={FRAME[slot]}
            photo={photos.photos[slot] ?? null}
            progress={photos.progress[slot] ?? null}
            error={problem ? words[problem] : errorOf(slot)}
            onFile={(file) => void photos.take(slot, file)}
            reason={reason}
            reasonSeen={reasonSeen}
            onReasonSeen={() => setReasonSeen(true)}
          />
        )
      })}
    </>
  )
}
