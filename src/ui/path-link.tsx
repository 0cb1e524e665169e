import { useRouter } from '@tanstack/react-router'
import type { AnchorHTMLAttributes, MouseEvent } from 'react'

/**
 * A link to an app path given as a string (menus built from data); navigates in the
 * app without a page load and still works as a plain link.
 */
export function PathLink({ to, onClick, ...rest }: AnchorHTMLAttributes<HTMLAnchorElement> & { to: string }) {
  const router = useRouter()
  const go = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event)
    if (event.defaultPrevented || event.metaKey || event.ctrlKey || event.shiftKey) return
    event.preventDefault()
    router.history.push(to)
  }
  return <a href={to} onClick={go} {...rest} />
}
