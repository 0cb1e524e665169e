// The parts of web-push-testing (a local push service that checks the VAPID JWT and decrypts
// what it is sent) that test/support/local-push-service.ts uses; the package ships no types.
declare module 'web-push-testing/src/PushApiModel.js' {
  export class PushApiModel {
    notifyUrl: string
    subscribe(options: { userVisibleOnly: 'true' | 'false'; applicationServerKey: string }): Promise<{ endpoint: string; keys: { p256dh: string; auth: string }; clientHash: string }>
    expireSubscription(clientHash: string): void
    getNotifications(body: { clientHash: string }): { messages: string[] }
  }
}
declare module 'web-push-testing/src/server.js' {
  import type { Server } from 'node:http'
  import type { PushApiModel } from 'web-push-testing/src/PushApiModel.js'
  export default class WebPushTestingServer {
    constructor(model: PushApiModel, port: number)
    _server: Server
    startServer(): void
  }
}
