import { isLendingConfigKey, LENDING_CONFIG_FIELDS } from '../../../contract/lending-configs'
import { call } from '../../api'
import { when } from '../../components/format'
import { ErrorNotice, Loading } from '../../components/notice'
import { useLoad } from '../../components/use-load'
import { usePoll } from '../../components/use-poll'

const NUMBER = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 })
const raw = (value: unknown) => (typeof value === 'string' ? value : JSON.stringify(value))

/** A lending config's version as its rules in words ("A person decides above 50,000"); anything else as stored. */
export function versionWords(key: string, value: unknown): string {
  if (!isLendingConfigKey(key)) return raw(value)
  const set = typeof value === 'string' ? parseOr(value) : value
  if (set === null || typeof set !== 'object') return raw(value)
  const shown = (v: unknown) => (typeof v === 'number' ? NUMBER.format(v) : 'none')
  const fields = LENDING_CONFIG_FIELDS[key]
  const rules = fields.filter((f) => Object.hasOwn(set, f.name)).map((f) => `${f.label} ${shown((set as Record<string, unknown>)[f.name])}`)
  if (rules.length === 0) return 'every rule at its default'
  return rules.length === fields.length ? rules.join('; ') : `${rules.join('; ')}; the rest at their defaults`
}

function parseOr(text: string): unknown {
  try {
    return JSON.parse(text)
  } catch {
    return null
  }
}

const VERSIONS_POLL_MS = 5_000

export function ConfigVersions() {
  const versions = useLoad(() => call('/config/versions', {}), 'versions')
  // A change approved by a checker elsewhere is a new version here within seconds.
  usePoll(versions.reload, VERSIONS_POLL_MS)
  return (
    <div className="card">
      <header className="page-header">
        <h2>Recent versions</h2>
        <button type="button" className="button small" onClick={versions.reload}>
          Refresh
        </button>
      </header>
      <ErrorNotice error={versions.error} />
      {!versions.data ? <Loading /> : null}
      {versions.data && versions.data.length === 0 ? <p className="empty">Nothing has been changed yet.</p> : null}
      {versions.data && versions.data.length > 0 ? (
        <table className="compact">
          <thead>
            <tr>
              <th>When</th>
              <th>By</th>
              <th>What</th>
              <th>Value</th>
            </tr>
          </thead>
          <tbody>
            {versions.data.slice(0, 30).map((v) => (
              <tr key={v.id}>
                <td className="nowrap">{when(v.at)}</td>
                <td>{v.staffName ?? '—'}</td>
                <td className="mono">
                  {v.scope} · {v.key}
                </td>
                <td className="clip">{versionWords(v.key, v.value)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
    </div>
  )
}
