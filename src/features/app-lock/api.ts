// The app lock's calls: setting the passkey up on this phone, turning the lock off, and the two
// ways to unlock. Each unlock is checked by the server, so it needs a connection.
import { browserSupportsWebAuthn, platformAuthenticatorIsAvailable, startAuthentication, startRegistration } from '@simplewebauthn/browser'
import { ApiError } from '../../../contract/api-error'
import { call } from '../../api/client'
import { forgetLock, turnLockOn, unlocked } from '../../state/app-lock'

/** A passkey on this phone itself (fingerprint, face or screen lock): without one, no lock is offered. */
export async function canLockWithPasskey(): Promise<boolean> {
  return browserSupportsWebAuthn() && (await platformAuthenticatorIsAvailable())
}

export async function setUpLock(): Promise<void> {
  const optionsJSON = await call('/user/passkey/register/options', {})
  const response = await startRegistration({ optionsJSON })
  const { passkeyId } = await call('/user/passkey/register/verify', { response })
  turnLockOn(passkeyId)
}

export async function turnLockOff(passkeyId: number): Promise<void> {
  await call('/user/passkey/remove', { passkeyId }).catch((error: unknown) => {
    // Removed already (on another phone, or by a tap that did not hear back): off is off.
    if (!(error instanceof ApiError && error.code === 10075)) throw error
  })
  forgetLock()
}

export async function unlockWithPasskey(): Promise<void> {
  const optionsJSON = await call('/user/passkey/unlock/options', {})
  const response = await startAuthentication({ optionsJSON })
  await call('/user/passkey/unlock/verify', { response })
  unlocked()
}

export async function unlockWithPassword(password: string): Promise<void> {
  await call('/user/unlock/password', { password })
  unlocked()
}

/** The browser's own refusals (the borrower cancelled, no passkey on this phone), told apart from the server's. */
export function isPasskeyPromptError(error: unknown): boolean {
  return error instanceof Error && (error.name === 'WebAuthnError' || error.name === 'NotAllowedError' || error.name === 'InvalidStateError' || error.name === 'AbortError')
}
