// The month's credit-bureau files: the month's file (made once after the month ends, the same
// bytes at every download) and its correction files, each saved under the name the bureau's
// portal expects (docs/credit-file.md).
import { useState } from 'react'
import { ADMIN_CREDIT_FILE, ADMIN_CREDIT_FILE_CORRECTION } from '../../../contract/admin/endpoints'
import type { CreditFilesData } from '../../../contract/admin/schemas/reports'
import { call, postForBlob } from '../../api'
import { when } from '../../components/format'
import { ErrorNotice } from '../../components/notice'
import { saveBlob } from '../../components/save-blob'
import { useLoad } from '../../components/use-load'
import { DateInput } from '../../components/date-input'

type KeptFile = CreditFilesData['files'][number]

export function CreditFilesCard({ defaultMonth }: { defaultMonth: string }) {
  const [month, setMonth] = useState(defaultMonth)
  const [error, setError] = useState<unknown>(null)
  const list = useLoad(() => call('/reports/creditFiles', { month }), month)
  const files = list.data?.files ?? []

  if (list.data?.awaitsMembership) {
    return (
      <div className="card">
        <p>
          No credit-bureau file is made for this market yet: its bureau gives the file format to its members only. The file waits until the lender's membership brings the format
          (docs/credit-bureau.md).
        </p>
      </div>
    )
  }

  /** Posts, then saves the answer under the name the list now gives the file (made by this very call the first time). */
  const save = async (url: string, body: unknown, pick: (files: KeptFile[]) => KeptFile | undefined) => {
    setError(null)
    try {
      const blob = await postForBlob(url, body)
      const kept = pick((await call('/reports/creditFiles', { month })).files)
      saveBlob(blob, kept?.fileName ?? `credit-file-${month}`)
      list.reload()
    } catch (e) {
      setError(e)
    }
  }

  return (
    <div className="card">
      <form className="row-form" onSubmit={(event) => event.preventDefault()}>
        <label>
          Credit-bureau file for the month
          <DateInput type="month" name="month" value={month} onChange={(event) => setMonth(event.target.value)} required />
        </label>
        <button type="button" className="button" onClick={() => save(ADMIN_CREDIT_FILE, { month }, (all) => all.find((f) => f.sequence === 0))}>
          Download the month's file
        </button>
        <button type="button" className="button" onClick={() => save(ADMIN_CREDIT_FILE_CORRECTION, { month }, (all) => all.at(-1))}>
          Make a correction file
        </button>
      </form>
      <p className="muted small">
        Every loan open at the month's end or closed in it, in the bureau's layout. The file is kept as first made: a later change (a waiver, a late payment) goes to a correction file with the
        loans it changed. Every download is in the audit log.
      </p>
      <ErrorNotice error={error ?? list.error} />
      {files.length > 0 ? (
        <table>
          <thead>
            <tr>
              <th>File</th>
              <th>Kind</th>
              <th>Loans</th>
              <th>Made</th>
              <th />
            </tr>
          </thead>
          <tbody>
            {files.map((f) => (
              <tr key={f.sequence}>
                <td>{f.fileName}</td>
                <td>{f.kind === 'regular' ? 'Monthly file' : `Correction ${f.sequence}`}</td>
                <td>{f.loans}</td>
                <td>{when(f.createdAt)}</td>
                <td>
                  <button type="button" className="button" onClick={() => save(ADMIN_CREDIT_FILE, { month, sequence: f.sequence }, (all) => all.find((x) => x.sequence === f.sequence))}>
                    Download
                  </button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
    </div>
  )
}
