import { defineConfig } from '@lingui/cli'

export default defineConfig({
  sourceLocale: 'en',
  locales: ['en', 'zh', 'th', 'fil', 'id'],
  fallbackLocales: { default: 'en' },
  catalogs: [
    { path: '<rootDir>/locales/{locale}', include: ['src'] },
    // What the server writes itself (SMS, reminders, collection templates, the data export, the
    // sandbox payment page): message descriptors marked /*i18n*/, compiled to server/locales/*.ts
    // by scripts/compile-server-catalogs.ts, since the server runs without Lingui's macro step.
    { path: '<rootDir>/server/locales/{locale}', include: ['server', 'contract/collections'] },
  ],
  format: 'po',
})
