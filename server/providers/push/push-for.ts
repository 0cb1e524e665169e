import type { Db } from '../../db/client'
import type { Env } from '../../env'
import type { PushProvider } from './port'
import { sandboxPushProvider } from './sandbox'
import { vapidFor } from './web-push/vapid-keys'
import { webPush } from './web-push/web-push'

/** Web Push signed with our VAPID key (the default, also in the sandbox: demos and tests push to real or local push services), or the sandbox that posts nothing. */
export function pushProviderFor(env: Env, db: Db): PushProvider {
  if (env.PUSH_PROVIDER === 'sandbox') return sandboxPushProvider()
  return webPush(() => vapidFor(db, env))
}
