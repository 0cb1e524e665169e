import type { MouseEvent } from 'react'
import { navigate } from '../router'

/** A click anywhere on a list row opens its page; a link, button or a selection inside the row keeps its own meaning. */
export function openRow(event: MouseEvent<HTMLElement>, to: string): void {
  if (event.defaultPrevented || (event.target as HTMLElement).closest('a, button, input, select, textarea, label')) return
  if (window.getSelection()?.toString()) return
  navigate(to)
}
