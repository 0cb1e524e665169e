// One-way imports between the project's layers (docs/architecture.md):
// contract ← server; contract ← backoffice; contract ← src/{api,offline} ← src/features ← src/routes.
// A feature never reaches into another feature; ui/ knows no feature. The back office is laid out
// the same way: backoffice/features/<area>/ ← its entry files, components/ shared by all.
import path from 'node:path'

const ROOT = path.resolve(import.meta.dirname, '../..')

/** Which layer a file belongs to, e.g. 'contract', 'server', 'src/ui', 'src/features/auth'. */
export function layerOf(file) {
  const rel = path.relative(ROOT, file).split(path.sep)
  // The domain is its own room inside server/: HTTP and routes call it, never the other way.
  if (rel[0] === 'server' && ['domain', 'http', 'routes'].includes(rel[1]) && rel.length > 2) return `server/${rel[1]}`
  if (rel[0] === 'backoffice' && rel[1] === 'features' && rel.length > 3) return `backoffice/features/${rel[2]}`
  if (rel[0] === 'backoffice' && rel[1] === 'components' && rel.length > 2) return 'backoffice/components'
  if (rel[0] === 'contract' || rel[0] === 'server' || rel[0] === 'backoffice') return rel[0]
  if (rel[0] !== 'src') return null
  if (rel.length === 2) return rel[1].replace(/\.tsx?$/, '') === 'config' ? 'src/config' : 'src/entry'
  if (rel[1] === 'features') return `src/features/${rel[2]}`
  return `src/${rel[1]}`
}

const ALLOWED = {
  contract: ['contract'],
  server: ['server', 'server/domain', 'server/http', 'server/routes', 'contract'],
  'server/http': ['server', 'server/domain', 'server/routes', 'contract'],
  'server/routes': ['server', 'server/domain', 'server/http', 'contract'],
  'server/domain': ['server', 'contract'],
  // The staff app: its own bundle, sharing only the wire contract with the borrower app. Its entry
  // files (app, router, api, session) compose the features; shared components know none of them.
  backoffice: ['backoffice/components', 'contract'],
  'backoffice/components': ['backoffice', 'contract'],
  'src/entry': '*',
  'src/routes': '*',
  // The configuration reads which lender a page is for, a contract of the server's (contract/lender-meta.ts).
  'src/config': ['contract'],
  'src/state': ['src/config', 'contract'],
  'src/i18n': ['src/api', 'src/config', 'contract'],
  'src/api': ['src/state', 'src/config', 'contract'],
  'src/offline': ['src/api', 'src/state', 'src/config', 'contract'],
  'src/ui': ['src/i18n', 'src/state', 'src/config', 'contract'],
  'src/pwa': ['src/state', 'src/i18n', 'src/ui', 'src/config'],
}
const FEATURE_MAY_USE = ['src/api', 'src/offline', 'src/state', 'src/i18n', 'src/ui', 'src/config', 'contract']
const BACKOFFICE_FEATURE_MAY_USE = ['backoffice', 'backoffice/components', 'contract']

export function allowed(from, to) {
  if (from === to || to === null) return true
  if (to.startsWith('backoffice') && !from.startsWith('backoffice')) return false
  if (to === 'src/entry' || (to === 'src/routes' && from !== 'src/entry')) return false
  if (from.startsWith('src/features/')) return FEATURE_MAY_USE.includes(to)
  if (from.startsWith('backoffice/features/')) return BACKOFFICE_FEATURE_MAY_USE.includes(to)
  if (from === 'backoffice' && to.startsWith('backoffice/features/')) return true
  const rule = ALLOWED[from]
  return rule === '*' || (Array.isArray(rule) && rule.includes(to))
}

// Only these modules may import the libraries they wrap. Lingui has two wrappers: the app's
// (src/i18n) and the server's (server/i18n, in the server's own layer), each with its catalogs.
const WRAPPED = { ky: ['src/api'], dexie: ['src/offline'], jotai: ['src/state'], '@lingui/core': ['src/i18n', 'server'] }

export const importBoundaries = {
  meta: { type: 'problem', schema: [] },
  create(context) {
    const from = layerOf(context.filename)
    if (from === null) return {}
    return {
      ImportDeclaration(node) {
        const source = node.source.value
        if (source.startsWith('.')) {
          const to = layerOf(path.resolve(path.dirname(context.filename), source))
          if (!allowed(from, to)) context.report({ node, message: `${from} may not import ${to} (${source})` })
          return
        }
        const owners = WRAPPED[source]
        if (owners && !owners.includes(from) && node.importKind !== 'type') {
          context.report({ node, message: `import ${source} only in ${owners.join(' or ')}; use its wrapper` })
        }
      },
    }
  },
}
