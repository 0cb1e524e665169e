import { call } from '../../api/client'
import { lender } from '../../config'
import { forgetUser } from '../../offline/user-copy'
import { forgetLock } from '../../state/app-lock'
import { setToken } from '../../state/session'

const app = { appId: lender.appId, companyId: lender.companyId }

const CODE_PATHS = { register: '/sms/register', login: '/sms/login', resetPassword: '/sms/resetPassword' } as const

export function sendSmsCode(purpose: keyof typeof CODE_PATHS, mobile: string) {
  return call(CODE_PATHS[purpose], { mobile, ...app })
}

export type RegisterInput = {
  mobile: string
  password: string
  smsCode: string
  inviteCode?: string
  channel?: string
}

export async function register(input: RegisterInput): Promise<void> {
  const { token } = await call('/user/register', {
    mobile: input.mobile,
    password: input.password,
    smsCode: input.smsCode,
    platform: 'h5',
    installationSource: input.channel || undefined,
    telemarketingCode: input.inviteCode || undefined,
    ...app,
  })
  await startSession(token)
}

export async function login(mobile: string, password: string): Promise<void> {
  const { token } = await call('/user/login', { mobile, password, platform: 'h5', ...app })
  await startSession(token)
}

/** A new password with a code sent to the registered phone; every other session ends. */
export async function resetPassword(input: { mobile: string; smsCode: string; password: string }): Promise<void> {
  const { token } = await call('/user/resetPassword', { ...input, ...app })
  await startSession(token)
}

async function startSession(token: string): Promise<void> {
  await forgetUser()
  forgetLock()
  setToken(token)
}

/** Ends the session here at once, and on the server when it can be reached. */
export async function logout(): Promise<void> {
  await call('/user/logout', {}).catch(() => undefined)
  await endLocalSession()
}

export async function endLocalSession(): Promise<void> {
  setToken(null)
  forgetLock()
  const { wipePersonalData } = await import('../../offline/wipe')
  await wipePersonalData()
}
