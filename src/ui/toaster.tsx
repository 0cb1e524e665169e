import { useToasts } from '../state/activity'

export function Toaster() {
  const toasts = useToasts()
  return (
    <div className="toaster" aria-live="polite">
      {toasts.map((toast) => (
        <div key={toast.id} className={`toast toast-${toast.tone}`} role={toast.tone === 'error' ? 'alert' : 'status'}>
          {toast.text}
        </div>
      ))}
    </div>
  )
}
