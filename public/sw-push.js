/* global self, URL */
// Web push: show the reminder the server sent (its words are already in the borrower's language,
// with the lender's name as the title), and open the app on a tap. Imported by the generated
// service worker (vite.config.ts, workbox.importScripts).
self.addEventListener('push', (event) => {
  let message
  try {
    message = event.data ? event.data.json() : {}
  } catch {
    message = { body: event.data ? event.data.text() : '' }
  }
  const title = typeof message.title === 'string' && message.title ? message.title : self.registration.scope
  event.waitUntil(
    self.registration.showNotification(title, {
      body: typeof message.body === 'string' ? message.body : '',
      tag: typeof message.tag === 'string' ? message.tag : undefined,
      icon: '/pwa-192x192.png',
      badge: '/pwa-192x192.png',
      data: { orderId: typeof message.orderId === 'number' ? message.orderId : null },
    }),
  )
})

self.addEventListener('notificationclick', (event) => {
  event.notification.close()
  const orderId = event.notification.data && event.notification.data.orderId
  const path = orderId ? `/detail/${orderId}` : '/'
  event.waitUntil(
    self.clients.matchAll({ type: 'window', includeUncontrolled: true }).then((clients) => {
      const open = clients.find((client) => new URL(client.url).origin === self.location.origin)
      if (open) return open.focus().then((client) => client.navigate(path))
      return self.clients.openWindow(path)
    }),
  )
})
