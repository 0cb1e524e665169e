/** Puts a happy-dom test's window at `url`, so the app's relative requests go to that origin. */
export function browseTo(url: string): void {
  ;(window as unknown as { happyDOM: { setURL(url: string): void } }).happyDOM.setURL(url)
}
