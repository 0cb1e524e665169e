import { Trans, useLingui } from '@lingui/react/macro'
import { Link, useNavigate } from '@tanstack/react-router'
import { type FormEvent, useRef, useState } from 'react'
import { ApiError } from '../../../../contract/api-error'
import { config, lender } from '../../../config'
import { errorText } from '../../../i18n/error-text'
import { showToast, whileBlocking } from '../../../state/activity'
import { Button } from '../../../ui/button'
import { LanguageSwitcher } from '../../../ui/language-switcher'
import { Page } from '../../../ui/page'
import { PhoneField, usePhoneWords } from '../../../ui/phone-field'
import { loadPhoneRules, usePhoneRules } from '../../../ui/phone-rules'
import { TextField } from '../../../ui/text-field'
import { useCountdown } from '../../../ui/use-countdown'
import { login, register, resetPassword, sendSmsCode } from '../api'
import { type AuthField, type AuthMode, type AuthProblem, type AuthValues, PASSWORD_MIN, smsCodeOf, validateAuth } from '../validate'
// In the chunk, not a request of its own: the first screen paints without waiting for it.
import logo from '/logo.svg?inline'

type Props = { mode: AuthMode; inviteCode?: string; channel?: string }

const ORDER: AuthField[] = ['mobile', 'smsCode', 'password', 'confirm', 'inviteCode']

export function AuthForm({ mode, inviteCode, channel }: Props) {
  const { t } = useLingui()
  const navigate = useNavigate()
  const [values, setValues] = useState<AuthValues>({ mobile: '', password: '', confirm: '', smsCode: '', inviteCode: inviteCode ?? '' })
  const [touched, setTouched] = useState<Partial<Record<AuthField, boolean>>>({})
  const [serverErrors, setServerErrors] = useState<Partial<Record<AuthField, string>>>({})
  const [secondsLeft, startCountdown] = useCountdown()
  const formRef = useRef<HTMLFormElement>(null)
  const isRegister = mode === 'register'
  const isReset = mode === 'reset'
  // Register and reset both prove the phone with an SMS code and set a password twice.
  const newPassword = mode !== 'login'

  const phoneRules = usePhoneRules()
  const errors = validateAuth(mode, values, phoneRules, lender.market)
  const words: Record<AuthProblem, string> = {
    ...usePhoneWords(),
    password: t`Use at least ${PASSWORD_MIN} characters`,
    mismatch: t({ id: 'common_password_not_match', message: 'The two passwords do not match' }),
    code: t`Enter the 6-digit code from the SMS`,
    codeTooLong: t`Too many digits: the code from the SMS has 6`,
    inviteTooLong: t`This code is too long: check it`,
  }
  const errorOf = (field: AuthField) => {
    if (serverErrors[field]) return serverErrors[field]
    const problem = errors[field]
    return touched[field] && problem ? words[problem] : null
  }

  const set = (field: AuthField) => (value: string) => {
    setValues((v) => ({ ...v, [field]: value }))
    setServerErrors((e) => ({ ...e, [field]: undefined }))
  }
  const leave = (field: AuthField) => () => setTouched((t) => ({ ...t, [field]: true }))

  async function askForCode() {
    const problem = validateAuth(mode, values, await loadPhoneRules(), lender.market).mobile
    if (problem) {
      setTouched((t) => ({ ...t, mobile: true }))
      showToast(words[problem], 'error')
      return
    }
    try {
      const { resendAfter } = await sendSmsCode(isReset ? 'resetPassword' : 'register', values.mobile)
      startCountdown(resendAfter)
      showToast(t`Code sent by SMS`)
    } catch (error) {
      showToast(errorText(error), 'error')
    }
  }

  async function submit(event: FormEvent) {
    event.preventDefault()
    setTouched(Object.fromEntries(ORDER.map((f) => [f, true])))
    const found = validateAuth(mode, values, await loadPhoneRules(), lender.market)
    const first = ORDER.find((field) => found[field])
    if (first) {
      const problem = found[first]
      if (problem) showToast(words[problem], 'error')
      formRef.current?.querySelector<HTMLInputElement>(`[name="${first}"]`)?.focus()
      return
    }
    try {
      await whileBlocking(() =>
        isRegister
          ? register({ mobile: values.mobile, password: values.password, smsCode: smsCodeOf(values.smsCode), inviteCode: values.inviteCode.trim(), channel })
          : isReset
            ? resetPassword({ mobile: values.mobile, password: values.password, smsCode: smsCodeOf(values.smsCode) })
            : login(values.mobile, values.password),
      )
      if (isReset) showToast(t`Password changed. You are logged in.`)
      await navigate({ to: config.startPath === '/' ? '/' : config.startPath, replace: true })
    } catch (error) {
      const text = errorText(error)
      const fields = error instanceof ApiError ? error.fields.filter((f): f is AuthField => (ORDER as string[]).includes(f)) : []
      if (fields.length > 0) setServerErrors(Object.fromEntries(fields.map((f) => [f, text])))
      showToast(text, 'error')
    }
  }

  const title = isRegister ? t`Create account` : isReset ? t`Reset password` : t`Log in`
  return (
    <Page title={title}>
      <div className="auth-brand">
        <img src={logo} alt="" width="64" height="64" />
        <h2>{config.title}</h2>
      </div>
      <form ref={formRef} className="page-body-form" noValidate onSubmit={submit}>
        <PhoneField
          label={t`Phone number`}
          name="mobile"
          value={values.mobile}
          onChange={(e) => set('mobile')(e.target.value)}
          onBlur={leave('mobile')}
          error={errorOf('mobile')}
        />
        {newPassword ? (
          <TextField
            label={t`SMS code`}
            name="smsCode"
            inputMode="numeric"
            autoComplete="one-time-code"
            value={values.smsCode}
            onChange={(e) => set('smsCode')(e.target.value)}
            onBlur={leave('smsCode')}
            error={errorOf('smsCode')}
            trailing={
              <Button variant="secondary" className="code-btn" disabled={secondsLeft > 0} onClick={askForCode}>
                {secondsLeft > 0 ? t`Resend in ${secondsLeft}s` : t`Send code`}
              </Button>
            }
          />
        ) : null}
        <TextField
          label={isReset ? t`New password` : t`Password`}
          name="password"
          type="password"
          autoComplete={newPassword ? 'new-password' : 'current-password'}
          value={values.password}
          onChange={(e) => set('password')(e.target.value)}
          onBlur={leave('password')}
          error={errorOf('password')}
          hint={newPassword ? t`At least ${PASSWORD_MIN} characters` : undefined}
        />
        {newPassword ? (
          <TextField
            label={t`Confirm password`}
            name="confirm"
            type="password"
            autoComplete="new-password"
            value={values.confirm}
            onChange={(e) => set('confirm')(e.target.value)}
            onBlur={leave('confirm')}
            error={errorOf('confirm')}
          />
        ) : null}
        {isRegister ? (
          <TextField
            label={t`Invite code (optional)`}
            name="inviteCode"
            autoComplete="off"
            value={values.inviteCode}
            onChange={(e) => set('inviteCode')(e.target.value)}
            onBlur={leave('inviteCode')}
            error={errorOf('inviteCode')}
          />
        ) : null}
        <Button type="submit">
          {isRegister ? t`Create account` : isReset ? t`Set new password` : t`Log in`}
        </Button>
      </form>
      {mode === 'login' ? (
        <p className="row auth-switch">
          <Link to="/forgot-password" className="btn btn-text">
            <Trans>Forgot password?</Trans>
          </Link>
        </p>
      ) : null}
      <p className="row auth-switch">
        {mode === 'login' ? <Trans>New here?</Trans> : <Trans>Already have an account?</Trans>}
        <Link to={mode === 'login' ? '/register' : '/login'} className="btn btn-text">
          {mode === 'login' ? <Trans>Create account</Trans> : <Trans>Log in</Trans>}
        </Link>
      </p>
      <LanguageSwitcher />
    </Page>
  )
}
