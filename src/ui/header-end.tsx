import { createContext, type ReactNode, useContext } from 'react'

// The right end of every screen's header, which the layout fills (the contact button on the
// screens that have it), so screens need not know about it. A button there covers nothing,
// where a floating one sat over the screen's own buttons.
const HeaderEndContext = createContext<ReactNode>(null)

export const HeaderEndProvider = HeaderEndContext.Provider

export function HeaderEnd() {
  return useContext(HeaderEndContext)
}
