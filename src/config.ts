// Build configuration, read once: every other module imports it from here.
const env = import.meta.env

function int(value: string | undefined, fallback: number): number {
  const n = Number(value)
  return Number.isInteger(n) && n > 0 ? n : fallback
}

export const config = {
  title: env.VITE_APP_TITLE || 'Jackey Cash',
  companyId: int(env.VITE_COMPANY_ID, 1),
  appId: int(env.VITE_APP_ID, 1),
  startPath: env.VITE_START_PATH || '/',
  themePrimary: env.VITE_THEME_PRIMARY || '#0b6b3a',
  themeSecondary: env.VITE_THEME_SECONDARY || '#f2b705',
  /** The floating contact-service button. */
  contactWidget: env.VITE_CONTACT_WIDGET !== 'false',
} as const
