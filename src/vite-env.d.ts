/// <reference types="vite/client" />

interface ImportMetaEnv {
  readonly VITE_APP_TITLE?: string
  readonly VITE_APP_SHORT_NAME?: string
  readonly VITE_COMPANY_ID?: string
  readonly VITE_APP_ID?: string
  readonly VITE_MARKET?: string
  readonly VITE_START_PATH?: string
  readonly VITE_THEME_PRIMARY?: string
  readonly VITE_THEME_SECONDARY?: string
  readonly VITE_CONTACT_WIDGET?: string
}
