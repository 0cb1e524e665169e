/* global self */
// Background Sync for the outbox: when the browser says the connection is back (tag
// 'outbox', registered by src/offline/outbox-triggers.ts), ask the open app to send what
// waits. The outbox itself lives in the page's IndexedDB code, so the worker only wakes it.
self.addEventListener('sync', (event) => {
  if (event.tag !== 'outbox') return
  event.waitUntil(
    self.clients.matchAll({ type: 'window', includeUncontrolled: true }).then((clients) => {
      for (const client of clients) client.postMessage('outbox-replay')
    }),
  )
})
