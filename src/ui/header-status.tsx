import { createContext, type ReactNode, useContext } from 'react'

// A line under every screen's header that the layout fills (the outbox badge), so
// screens need not know about it and ui/ need not know about the outbox.
const HeaderStatusContext = createContext<ReactNode>(null)

export const HeaderStatusProvider = HeaderStatusContext.Provider

export function HeaderStatus() {
  return useContext(HeaderStatusContext)
}
