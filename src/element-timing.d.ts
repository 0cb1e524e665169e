// Element Timing (https://w3c.github.io/element-timing/): React passes the attribute through,
// its types do not know it yet.
import 'react'

declare module 'react' {
  // The type parameter must match React's own declaration to merge with it.
  // eslint-disable-next-line @typescript-eslint/no-unused-vars
  interface HTMLAttributes<T> {
    elementtiming?: string
  }
}
