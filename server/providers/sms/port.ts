/** One text to one phone: `to` in E.164, `reference` our id for it (sms_messages.reference). */
export type SmsMessage = { to: string; text: string; reference: string }

/** Where a sent text is: with the gateway, handed to the carrier, on the phone, or lost. */
export type SmsStatus = 'queued' | 'sent' | 'delivered' | 'failed'

/**
 * Sends texts composed by the server (server/domain/accounts/sms-text.ts). Called after the code is
 * committed (CallContext.afterCommit), never inside a transaction. `status` is there for a gateway
 * whose delivery reports are read by asking it; it answers null for a text it does not know.
 */
export type SmsProvider = {
  /** The gateway's name, kept with each text so its status is asked of the one that sent it. */
  providerFor(to: string): string
  send(message: SmsMessage, signal: AbortSignal): Promise<{ providerMessageId: string; status: SmsStatus }>
  status?(provider: string, providerMessageId: string, signal: AbortSignal): Promise<SmsStatus | null>
  /**
   * The last one-time code sent to a number, typed in any market's form: only a gateway that keeps
   * its texts where we can read them (the sandbox) has it, for tests and demos to sign in with.
   */
  lastCodeTo?(typed: string): Promise<string | null>
}
