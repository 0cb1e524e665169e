// A push service on this machine, as a browser's would be: web-push-testing accepts a message only
// with a valid VAPID JWT for the subscription's key, decrypts it (aes128gcm), and answers 410 for
// an expired subscription. `gone` is one more service that answers 404 to everything.
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { PushApiModel } from 'web-push-testing/src/PushApiModel.js'
import WebPushTestingServer from 'web-push-testing/src/server.js'

export type BrowserSubscription = { endpoint: string; keys: { p256dh: string; auth: string }; clientHash: string }

export async function startLocalPushService() {
  const model = new PushApiModel()
  const service = new WebPushTestingServer(model, 0)
  // It prints a line once listening; the tests' output is kept for what they say.
  const log = console.log
  console.log = () => undefined
  try {
    service.startServer()
    await new Promise<void>((resolve) => (service._server.listening ? resolve() : service._server.once('listening', () => resolve())))
    await new Promise((resolve) => setImmediate(resolve))
  } finally {
    console.log = log
  }
  model.notifyUrl = `http://localhost:${(service._server.address() as AddressInfo).port}/notify/`
  const notFound: Server = createServer((request, response) => {
    request.resume()
    request.on('end', () => response.writeHead(404).end())
  })
  await new Promise<void>((resolve) => notFound.listen(0, '127.0.0.1', resolve))
  const notFoundPort = (notFound.address() as AddressInfo).port
  return {
    /** What PushManager.subscribe() would give a browser for our key. */
    subscribe: (applicationServerKey: string): Promise<BrowserSubscription> => model.subscribe({ userVisibleOnly: 'true', applicationServerKey }),
    /** The decrypted messages the browser received, each parsed as our JSON payload. */
    received: (clientHash: string) => model.getNotifications({ clientHash }).messages.map((m) => JSON.parse(m) as { title: string; body: string; tag: string; orderId: number }),
    expire: (clientHash: string) => model.expireSubscription(clientHash),
    /** An endpoint whose push service has never heard of it. */
    unknownEndpoint: (name: string) => `http://127.0.0.1:${notFoundPort}/push/${name}`,
    close: async () => {
      // fetch keeps its connections open for reuse; close() alone would wait for them.
      service._server.closeAllConnections()
      notFound.closeAllConnections()
      await new Promise((resolve) => service._server.close(resolve))
      await new Promise((resolve) => notFound.close(resolve))
    },
  }
}
