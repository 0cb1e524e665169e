import type { MouseEvent, ReactNode } from 'react'
import { BASE, navigate } from '../router'

/** A real link (open in a new tab works) that moves within the page on a plain click. */
export function Link({ to, children, className }: { to: string; children: ReactNode; className?: string }) {
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return
    event.preventDefault()
    navigate(to)
  }
  return (
    <a href={`${BASE}${to}`} onClick={onClick} className={className}>
      {children}
    </a>
  )
}
