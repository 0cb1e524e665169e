import { type FormEvent, useState } from 'react'
import { call } from '../../api'
import { ErrorNotice, Loading, Notice } from '../../components/notice'
import { useFourEyesRequest } from '../../components/use-four-eyes-request'
import { useLoad } from '../../components/use-load'
import { useSession } from '../../session'

/** The scorecard in force, and a change to it asked as a whole, which another member approves. */
export function ScorecardPanel() {
  const canAsk = useSession()?.staff.roles.includes('config') ?? false
  const current = useLoad(() => call('/risk/scorecard', {}), 'scorecard')
  const request = useFourEyesRequest('Scorecard change')
  const [parseError, setParseError] = useState<string | null>(null)
  if (current.error) return <ErrorNotice error={current.error} />
  if (!current.data) return <Loading />
  const { scorecard, stored } = current.data
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const form = new FormData(event.currentTarget)
    setParseError(null)
    let parsed: unknown
    try {
      parsed = JSON.parse(String(form.get('scorecard') ?? ''))
    } catch {
      setParseError('The scorecard is not JSON.')
      return
    }
    void request.send(() => call('/risk/scorecard/save', { scorecard: parsed as typeof scorecard, note: String(form.get('note') ?? '') }))
  }
  return (
    <div className="card">
      <h2>Scorecard</h2>
      <p>
        Champion <strong>{scorecard.champion.version}</strong>
        {stored ? '' : ' (the default table: this lender has set none)'}
        {scorecard.challenger ? `; challenger ${scorecard.challenger.version} on ${Math.round(scorecard.challengerShare * 100)} % of applications` : '; no challenger'}.
      </p>
      <table>
        <thead>
          <tr>
            <th>Attribute</th>
            <th>Bins (below → points)</th>
            <th>Unknown</th>
          </tr>
        </thead>
        <tbody>
          {scorecard.champion.attributes.map((a) => (
            <tr key={a.attribute}>
              <td>{a.attribute.replaceAll('_', ' ')}</td>
              <td>{a.bins.map((b) => `${b.below === null ? 'rest' : `< ${b.below}`} → ${b.points}`).join(', ')}</td>
              <td>{a.missing}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <p className="small">
        Bands:{' '}
        {scorecard.champion.bands
          .map((b) => `${b.band} from ${b.minScore} (${b.outcome}${b.maxAmount === null ? '' : `, at most ${b.maxAmount}`})`)
          .join('; ')}
      </p>
      {canAsk ? (
        <form onSubmit={submit} className="stack-form">
          <label>
            New scorecard (JSON: champion, challenger, challengerShare)
            <textarea name="scorecard" rows={12} defaultValue={JSON.stringify(scorecard, null, 2)} className="mono" />
          </label>
          <label>
            Why
            <input name="note" required maxLength={500} />
          </label>
          <button type="submit" className="button" disabled={request.busy}>
            Ask for this change
          </button>
          {parseError ? <Notice>{parseError}</Notice> : null}
          {request.error ? <ErrorNotice error={request.error} /> : null}
          {request.done ? <Notice>{request.done}</Notice> : null}
        </form>
      ) : null}
    </div>
  )
}
