import { lingui } from '@lingui/vite-plugin'
import { tanstackRouter } from '@tanstack/router-plugin/vite'
import react from '@vitejs/plugin-react'
import { defineConfig, loadEnv, type Plugin } from 'vite'

/** The two theme colours from the build configuration, as a real stylesheet (the CSP allows no inline styles). */
function themeStylesheet(primary: string, secondary: string): Plugin {
  const id = 'virtual:theme.css'
  const resolved = `\0${id}`
  return {
    name: 'theme-stylesheet',
    resolveId: (source) => (source === id ? resolved : undefined),
    load: (source) => (source === resolved ? `:root{--primary:${primary};--secondary:${secondary}}` : undefined),
  }
}

export default defineConfig(({ mode }) => {
  const env: Record<string, string | undefined> = { VITE_APP_TITLE: 'Jackey Cash', ...loadEnv(mode, process.cwd(), 'VITE_') }
  process.env.VITE_APP_TITLE ??= env.VITE_APP_TITLE
  const color = (value: string | undefined, fallback: string) => (value && /^#[0-9a-f]{3,8}$/i.test(value) ? value : fallback)
  return {
    plugins: [
      tanstackRouter({ target: 'react', autoCodeSplitting: true, generatedRouteTree: './src/route-tree.gen.ts' }),
      react({ babel: { plugins: ['@lingui/babel-plugin-lingui-macro'] } }),
      lingui({ failOnMissing: mode === 'production', failOnCompileError: true }),
      themeStylesheet(color(env.VITE_THEME_PRIMARY, '#0b6b3a'), color(env.VITE_THEME_SECONDARY, '#f2b705')),
    ],
    server: { proxy: { '/jackey': 'http://127.0.0.1:8080' } },
    build: { target: 'es2022' },
  }
})
