import { Trans, useLingui } from '@lingui/react/macro'
import { useRouter } from '@tanstack/react-router'
import { type FormEvent, useRef, useState } from 'react'
import { ApiError } from '../../../../contract/api-error'
import { requestKeys } from '../../../api/request-key'
import { errorText } from '../../../i18n/error-text'
import { showToast, whileBlocking } from '../../../state/activity'
import { Button } from '../../../ui/button'
import { FormAlert } from '../../../ui/form-alert'
import { NoFeeNotice } from '../../../ui/no-fee-notice'
import { useOnline } from '../../../ui/offline-banner'
import { Page } from '../../../ui/page'
import { TextField } from '../../../ui/text-field'
import { useFormCheck } from '../../../ui/use-form-check'
import { sendPinCode, setPin } from '../api'
import { codeOf, PIN_FIELDS, type PinField, type PinProblem, pinDigits, pinProblems, type PinValues } from '../pin-rules'
import { useCountdown } from '../../../ui/use-countdown'
import '../withdraw.css'

const FORM_ID = 'pin-form'

/** Sets or resets the borrower's own withdrawal PIN, confirmed by a code sent to their own phone. */
export function PinSetupScreen({ back }: { back: string }) {
  const { t } = useLingui()
  const router = useRouter()
  const online = useOnline()
  const [values, setValues] = useState<PinValues>({ pin: '', confirm: '', smsCode: '' })
  const [fromServer, setFromServer] = useState<Partial<Record<PinField, string>>>({})
  const [alert, setAlert] = useState<string | null>(null)
  const [secondsLeft, startCountdown] = useCountdown()
  const keys = useRef(requestKeys())
  const words: Record<PinProblem, string> = {
    pin: t`Enter 6 digits`,
    pinTooLong: t`Too many digits: a PIN has 6`,
    repeated: t`Not one digit six times: choose a PIN that is harder to guess`,
    sequence: t`Not digits in a row such as 123456: choose a PIN that is harder to guess`,
    mismatch: t`The two PINs do not match`,
    code: t`Enter the 6-digit code from the SMS`,
    codeTooLong: t`Too many digits: the code from the SMS has 6`,
  }
  const problems = Object.fromEntries(Object.entries(pinProblems(values)).map(([field, problem]) => [field, words[problem]])) as Partial<Record<PinField, string>>
  const form = useFormCheck(PIN_FIELDS, problems, fromServer)

  const set = (field: PinField) => (text: string) => {
    setValues((v) => ({ ...v, [field]: field === 'smsCode' ? text : pinDigits(text) }))
    setFromServer((e) => ({ ...e, [field]: undefined }))
  }

  async function askForCode() {
    try {
      const { resendAfter } = await sendPinCode()
      startCountdown(resendAfter)
      showToast(t`Code sent by SMS to your phone`)
    } catch (error) {
      showToast(errorText(error), 'error')
    }
  }

  async function submit(event: FormEvent) {
    event.preventDefault()
    if (!form.checkAll() || !online) return
    setAlert(null)
    const body = { pin: values.pin, smsCode: codeOf(values.smsCode) }
    try {
      await whileBlocking(() => setPin(body.pin, body.smsCode, keys.current.keyFor(body)))
      keys.current.answered()
      showToast(t`Your withdrawal PIN is set`)
      router.history.push(back)
    } catch (error) {
      if (error instanceof ApiError) keys.current.answered()
      const text = errorText(error)
      const fields = error instanceof ApiError ? error.fields.filter((f): f is PinField => (PIN_FIELDS as readonly string[]).includes(f)) : []
      if (fields[0]) {
        // A wrong or expired code stays under its field until it is typed again.
        setFromServer(Object.fromEntries(fields.map((f) => [f, text])))
        form.focus(fields[0])
      } else {
        setAlert(text)
      }
    }
  }

  return (
    <Page
      title={t`Withdrawal PIN`}
      back
      footer={
        <Button type="submit" form={FORM_ID} disabled={!online}>
          {online ? <Trans>Save PIN</Trans> : <Trans>You are offline — this needs a connection</Trans>}
        </Button>
      }
    >
      <form id={FORM_ID} ref={form.formRef} className="page-body-form" noValidate onSubmit={submit} data-testid="pin-setup">
        <p>
          <Trans>Choose 6 digits only you know. You enter them each time you withdraw money. Nobody from us will ever ask for it.</Trans>
        </p>
        <TextField
          label={t`New PIN`}
          name="pin"
          type="password"
          inputMode="numeric"
          autoComplete="off"
          className="field-input pin-input"
          value={values.pin}
          onChange={(e) => set('pin')(e.target.value)}
          onBlur={form.leave('pin')}
          error={form.errorOf('pin')}
          hint={t`Avoid easy ones such as 123456 or your birthday.`}
        />
        <TextField
          label={t`Enter the new PIN again`}
          name="confirm"
          type="password"
          inputMode="numeric"
          autoComplete="off"
          className="field-input pin-input"
          value={values.confirm}
          onChange={(e) => set('confirm')(e.target.value)}
          onBlur={form.leave('confirm')}
          error={form.errorOf('confirm')}
        />
        <TextField
          label={t`SMS code`}
          name="smsCode"
          inputMode="numeric"
          autoComplete="one-time-code"
          value={values.smsCode}
          onChange={(e) => set('smsCode')(e.target.value)}
          onBlur={form.leave('smsCode')}
          error={form.errorOf('smsCode')}
          hint={t`We send it to the phone number of your account.`}
          trailing={
            <Button variant="secondary" className="code-btn" disabled={secondsLeft > 0 || !online} onClick={() => void askForCode()}>
              {secondsLeft > 0 ? t`Resend in ${secondsLeft}s` : t`Send code`}
            </Button>
          }
        />
        <FormAlert messages={alert ? [alert] : []} />
        <NoFeeNotice />
      </form>
    </Page>
  )
}
