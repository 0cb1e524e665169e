/** A gateway's answer that is not an accepted text: the status only, never its body (it may quote the number or the text). */
export class SmsGatewayError extends Error {
  constructor(readonly gateway: string, readonly status: number) {
    super(`${gateway} answered ${status}`)
    this.name = 'SmsGatewayError'
  }
}
