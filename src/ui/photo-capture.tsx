import './forms.css'
import { Trans, useLingui } from '@lingui/react/macro'
import { type ReactNode, useEffect, useId, useRef, useState } from 'react'
import { Dialog } from './dialog'
import { IdFrame, type FrameKind } from './id-frame'
import { CameraIcon } from './icons'

type Props = {
  name: string
  label: string
  frame: FrameKind
  photo: Blob | null
  /** 0..1 while the picked file is being prepared. */
  progress: number | null
  error?: string | null
  onFile: (file: File) => void
  /** Why the photo is needed, said once before the camera first opens. */
  reason: ReactNode
  reasonSeen: boolean
  onReasonSeen: () => void
}

/** Takes a photo with the camera where the phone has one: frame, preview, retake, progress. */
export function PhotoCapture({ name, label, frame, photo, progress, error, onFile, reason, reasonSeen, onReasonSeen }: Props) {
  const { t } = useLingui()
  const input = useRef<HTMLInputElement>(null)
  const [explaining, setExplaining] = useState(false)
  const preview = useObjectUrl(photo)
  const labelId = useId()
  const errorId = useId()

  const open = () => {
    if (reasonSeen) input.current?.click()
    else setExplaining(true)
  }

  return (
    <div className="field photo-capture">
      <span className="field-label" id={labelId}>
        {label}
      </span>
      <div className="photo-frame">
        {preview ? <img src={preview} alt={t`Your photo: ${label}`} className="photo-preview" /> : null}
        <IdFrame kind={frame} />
        {progress !== null ? <progress className="photo-progress" max={1} value={progress} aria-label={t`Preparing the photo`} /> : null}
      </div>
      <input
        ref={input}
        className="visually-hidden"
        type="file"
        name={name}
        accept="image/*"
        capture="environment"
        tabIndex={-1}
        aria-hidden="true"
        onChange={(event) => {
          const file = event.target.files?.[0]
          event.target.value = ''
          if (file) onFile(file)
        }}
      />
      <button
        type="button"
        className="btn btn-secondary photo-button"
        data-photo={name}
        aria-describedby={error ? errorId : undefined}
        aria-invalid={error ? true : undefined}
        disabled={progress !== null}
        onClick={open}
      >
        <CameraIcon />
        {photo ? <Trans>Retake</Trans> : <Trans>Take photo</Trans>}
        <span className="visually-hidden">: {label}</span>
      </button>
      {error ? (
        <p className="field-error" id={errorId} role="alert">
          {error}
        </p>
      ) : null}
      <Dialog
        open={explaining}
        onClose={() => setExplaining(false)}
        title={t`Why we need this photo`}
        actions={
          <>
            <button
              type="button"
              className="btn btn-primary"
              onClick={() => {
                setExplaining(false)
                onReasonSeen()
                input.current?.click()
              }}
            >
              <Trans>Open camera</Trans>
            </button>
            <button type="button" className="btn btn-text" onClick={() => setExplaining(false)}>
              <Trans>Not now</Trans>
            </button>
          </>
        }
      >
        {reason}
      </Dialog>
    </div>
  )
}

function useObjectUrl(blob: Blob | null): string | null {
  const [url, setUrl] = useState<string | null>(null)
  useEffect(() => {
    if (!blob) return setUrl(null)
    const next = URL.createObjectURL(blob)
    setUrl(next)
    return () => URL.revokeObjectURL(next)
  }, [blob])
  return url
}
