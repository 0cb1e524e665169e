import { useLingui } from '@lingui/react/macro'
import { type ReactNode, useEffect, useId, useRef } from 'react'

type Props = { open: boolean; title: ReactNode; onClose: () => void; children: ReactNode; actions?: ReactNode }

/** A modal on the native <dialog>, which traps focus and closes on Escape by itself. */
export function Dialog({ open, title, onClose, children, actions }: Props) {
  const ref = useRef<HTMLDialogElement>(null)
  const titleId = useId()
  const { t } = useLingui()
  useEffect(() => {
    const dialog = ref.current
    if (!dialog) return
    if (open && !dialog.open) dialog.showModal()
    if (!open && dialog.open) dialog.close()
  }, [open])
  return (
    <dialog ref={ref} className="dialog" aria-labelledby={titleId} onClose={onClose}>
      <h2 id={titleId} className="dialog-title">
        {title}
      </h2>
      <div className="dialog-body">{children}</div>
      <div className="dialog-actions">
        {actions ?? (
          <button type="button" className="btn btn-primary" onClick={onClose}>
            {t`Close`}
          </button>
        )}
      </div>
    </dialog>
  )
}
