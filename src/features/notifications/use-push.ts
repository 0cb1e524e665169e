import { useLingui } from '@lingui/react/macro'
import { startTransition, useCallback, useEffect, useState } from 'react'
import { errorText } from '../../i18n/error-text'
import { showToast, whileBlocking } from '../../state/activity'
import { type PushState, pushState, turnOffPush, turnOnPush } from './push'

/** This browser's push state, and turning it on (after a tap: it may ask for permission) or off. */
export function usePush(onChange?: () => void) {
  const { t } = useLingui()
  const [state, setState] = useState<PushState | null>(null)
  const refresh = useCallback(() => void pushState().then((s) => startTransition(() => setState(s)), () => setState('unsupported')), [])
  useEffect(refresh, [refresh])
  const turnOn = async () => {
    try {
      const now = await whileBlocking(turnOnPush)
      setState(now)
      if (now === 'on') showToast(t`We will remind you on this phone before each due date.`)
      else if (now === 'denied') showToast(t`Notifications are blocked for this app in your browser settings. We will remind you by SMS.`, 'error')
    } catch (error) {
      showToast(errorText(error), 'error')
    }
    onChange?.()
  }
  const turnOff = async () => {
    try {
      await whileBlocking(turnOffPush)
      setState('off')
    } catch (error) {
      showToast(errorText(error), 'error')
    }
    onChange?.()
  }
  return { state, turnOn, turnOff }
}
