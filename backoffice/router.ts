// A few pages need no router library: the path lives in the address bar and popstate.
import { useSyncExternalStore } from 'react'

export const BASE = '/backoffice'
const NAVIGATED = 'backoffice:navigate'

function subscribe(notify: () => void) {
  window.addEventListener('popstate', notify)
  window.addEventListener(NAVIGATED, notify)
  return () => {
    window.removeEventListener('popstate', notify)
    window.removeEventListener(NAVIGATED, notify)
  }
}

/** The path inside the back office: '/', '/review/12', … */
export function usePath(): string {
  return useSyncExternalStore(subscribe, () => location.pathname.slice(BASE.length) || '/')
}

export function navigate(to: string): void {
  history.pushState(null, '', `${BASE}${to}`)
  window.dispatchEvent(new Event(NAVIGATED))
  window.scrollTo(0, 0)
}

export type Route =
  | { page: 'queue' }
  | { page: 'review'; orderId: number }
  | { page: 'kyc-queue' }
  | { page: 'kyc'; userId: number }
  | { page: 'borrowers' }
  | { page: 'borrower'; userId: number }
  | { page: 'loan'; orderId: number }
  | { page: 'money' }
  | { page: 'config' }
  | { page: 'audit' }
  | { page: 'approvals' }
  | { page: 'collections' }
  | { page: 'collection'; orderId: number }
  | { page: 'reports' }
  | { page: 'risk' }
  | { page: 'tickets' }
  | { page: 'ticket'; ticketId: number }
  | { page: 'staff' }
  | { page: 'not-found' }

export function matchRoute(path: string): Route {
  const parts = path.split('/').filter(Boolean)
  const id = Number(parts[1])
  const [first] = parts
  if (first === undefined || first === 'queue') return { page: 'queue' }
  if (first === 'review' && Number.isSafeInteger(id) && id > 0) return { page: 'review', orderId: id }
  if (first === 'kyc' && parts.length === 1) return { page: 'kyc-queue' }
  if (first === 'kyc' && Number.isSafeInteger(id) && id > 0) return { page: 'kyc', userId: id }
  if (first === 'borrowers' && parts.length === 1) return { page: 'borrowers' }
  if (first === 'borrowers' && Number.isSafeInteger(id) && id > 0) return { page: 'borrower', userId: id }
  if (first === 'loans' && Number.isSafeInteger(id) && id > 0) return { page: 'loan', orderId: id }
  if (first === 'collections' && parts.length === 1) return { page: 'collections' }
  if (first === 'collections' && Number.isSafeInteger(id) && id > 0) return { page: 'collection', orderId: id }
  if (first === 'tickets' && parts.length === 1) return { page: 'tickets' }
  if (first === 'tickets' && Number.isSafeInteger(id) && id > 0) return { page: 'ticket', ticketId: id }
  if (first === 'reports' && parts.length === 1) return { page: 'reports' }
  if (first === 'risk' && parts.length === 1) return { page: 'risk' }
  if ((first === 'money' || first === 'config' || first === 'audit' || first === 'approvals' || first === 'staff') && parts.length === 1) return { page: first }
  return { page: 'not-found' }
}
