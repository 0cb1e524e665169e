import { Trans, useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import { errorText } from '../../../i18n/error-text'
import { showToast } from '../../../state/activity'
import { NotLoaded } from '../../../ui/not-loaded'
import { useOnline } from '../../../ui/offline-banner'
import { Page } from '../../../ui/page'
import { changeNotificationSettings, useNotificationSettings } from '../api'
import { usePush } from '../use-push'
import '../notifications.css'

/** My › Notifications: how the lender reminds the borrower of due dates and tells of their loan. */
export function NotificationsScreen() {
  const { t } = useLingui()
  const online = useOnline()
  const settings = useNotificationSettings()
  const push = usePush(() => void settings.reload())
  const [saving, setSaving] = useState(false)
  const data = settings.data
  const setSms = async (sms: boolean) => {
    setSaving(true)
    try {
      await changeNotificationSettings({ sms })
      await settings.reload()
    } catch (error) {
      showToast(errorText(error), 'error')
    } finally {
      setSaving(false)
    }
  }
  const pushOn = data?.push === true && push.state === 'on'
  const disabled = !online || saving || !data
  return (
    <Page title={t`Notifications`} back>
      <p className="muted notifications-intro">
        <Trans>
          We remind you 3 days and 1 day before each due date, on the day, and if a payment is late; and we tell you when a decision is made or your money is sent. Only between the
          hours the rules allow, never with a link.
        </Trans>
      </p>
      {!online ? (
        <p className="card notifications-offline" role="status">
          <Trans>You are offline. These settings can be changed only with a connection.</Trans>
        </p>
      ) : null}
      {!data ? (
        <NotLoaded error={settings.error} loading={settings.loading} reload={settings.reload} />
      ) : (
        <section className="card notification-switches" aria-label={t`Notifications`}>
          <label className="switch-row">
            <span className="switch-text">
              <strong>
                <Trans>Notifications on this phone</Trans>
              </strong>
              <span className="muted">
                {push.state === 'unsupported' ? (
                  <Trans>This browser cannot show notifications. Add the app to your home screen, or keep SMS on.</Trans>
                ) : push.state === 'denied' ? (
                  <Trans>Blocked in your browser settings: allow notifications for this app there to turn them on.</Trans>
                ) : (
                  <Trans>Your phone asks for permission when you turn this on.</Trans>
                )}
              </span>
            </span>
            <input
              type="checkbox"
              role="switch"
              checked={pushOn}
              disabled={disabled || push.state === null || push.state === 'unsupported' || push.state === 'denied'}
              onChange={(e) => void (e.target.checked ? push.turnOn() : push.turnOff())}
              data-testid="push-switch"
            />
          </label>
          <label className="switch-row">
            <span className="switch-text">
              <strong>
                <Trans>SMS</Trans>
              </strong>
              <span className="muted">
                <Trans>Sent when notifications on this phone are off or cannot reach it.</Trans>
              </span>
            </span>
            <input type="checkbox" role="switch" checked={data.sms} disabled={disabled} onChange={(e) => void setSms(e.target.checked)} data-testid="sms-switch" />
          </label>
        </section>
      )}
    </Page>
  )
}
