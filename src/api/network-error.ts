/** No usable answer: offline, timed out, or an HTTP status other than 200. */
export class NetworkError extends Error {
  readonly status: number | null

  constructor(status: number | null) {
    super(status === null ? 'network error' : `network error ${status}`)
    this.name = 'NetworkError'
    this.status = status
  }
}
