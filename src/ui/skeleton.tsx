import './money-ui.css'

/** Grey blocks where content is on its way. */
export function Skeleton({ count = 2, label }: { count?: number; label: string }) {
  return (
    <div className="skeleton-stack" aria-busy="true" aria-label={label}>
      {Array.from({ length: count }, (_, i) => (
        <div key={i} className="skeleton-block skeleton-card" />
      ))}
    </div>
  )
}
