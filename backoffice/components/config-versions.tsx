import { call } from '../api'
import { when } from './format'
import { ErrorNotice, Loading } from './notice'
import { useLoad } from './use-load'
import { usePoll } from './use-poll'

const show = (value: unknown) => (typeof value === 'string' ? value : JSON.stringify(value))

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
                <td className="clip">{show(v.value)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
    </div>
  )
}
