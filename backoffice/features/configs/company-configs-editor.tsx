import { type FormEvent, useState } from 'react'
import { EDITABLE_CONFIG_KEYS, type EditableConfigKey } from '../../../contract/admin/schemas/config'
import { isLendingConfigKey, LENDING_CONFIG_KEYS } from '../../../contract/lending-configs'
import { call } from '../../api'
import { LendingConfigForm } from './lending-config-form'
import { ErrorNotice, Loading, Notice } from '../../components/notice'
import { useLoad } from '../../components/use-load'
import { usePoll } from '../../components/use-poll'

const HELP: Record<EditableConfigKey, string> = {
  CUSTOMER_SERVICE_FACEBOOK: 'Support link (https://…); empty removes the channel',
  WHATSAPP: 'Support link (https://…); empty removes the channel',
  LINE: 'Support link (https://…); empty removes the channel',
  WEBSITE: 'Website (https://…)',
  ABOUT_US: 'About us, shown in the app',
  FAQ: 'FAQ: one question and its answer per line',
  ABOUT_US_TH: 'About us in Thai (empty: the text above shows)',
  ABOUT_US_ZH: 'About us in Chinese (empty: the text above shows)',
  ABOUT_US_FIL: 'About us in Filipino (empty: the text above shows)',
  ABOUT_US_ID: 'About us in Bahasa Indonesia (empty: the text above shows)',
  FAQ_TH: 'FAQ in Thai, one question and its answer per line (empty: the FAQ above shows)',
  FAQ_ZH: 'FAQ in Chinese, one question and its answer per line (empty: the FAQ above shows)',
  FAQ_FIL: 'FAQ in Filipino, one question and its answer per line (empty: the FAQ above shows)',
  FAQ_ID: 'FAQ in Bahasa Indonesia, one question and its answer per line (empty: the FAQ above shows)',
  LICENCE: 'JSON: {"name", "number", "regulator"}, printed in every contract',
  DECISION_RULES: 'The decision engine\'s rules (under four-eyes)',
  FRAUD_RULES: 'The fraud signals\' thresholds (under four-eyes)',
  TICKET_SERVICE_DAYS: 'Working days to acknowledge a support ticket, 1 to 30 (Thailand; in the Philippines the BSP sets 2)',
  CREDIT_BUREAU_MEMBER_CODE: "The code the credit bureau gave the lender, in every monthly file (CIC's provider code: 8 letters and digits)",
}
const LONG: readonly EditableConfigKey[] = ['ABOUT_US', 'FAQ', 'ABOUT_US_TH', 'ABOUT_US_ZH', 'ABOUT_US_FIL', 'ABOUT_US_ID', 'FAQ_TH', 'FAQ_ZH', 'FAQ_FIL', 'FAQ_ID', 'LICENCE']
const CONFIG_POLL_MS = 5_000

export function CompanyConfigsEditor({ companyId }: { companyId: number }) {
  const configs = useLoad(() => call('/config/company', { companyId }), `company-${companyId}`)
  // The rules in force change when a checker approves, usually in another browser.
  usePoll(configs.reload, CONFIG_POLL_MS)
  const lending = configs.data?.lending
  return (
    <>
      <h2>Lending rules</h2>
      <p className="muted">Who gets money and how much: each change is asked for with a justification and applied only when another staff member approves it.</p>
      {lending ? LENDING_CONFIG_KEYS.map((key) => <LendingConfigForm key={key} companyId={companyId} name={key} inForce={lending[key]} onAsked={configs.reload} />) : null}
      <h2>Company configuration</h2>
      <ErrorNotice error={configs.error} />
      {!configs.data ? (
        <Loading />
      ) : (
        <div className="config-grid">
          {EDITABLE_CONFIG_KEYS.filter((key) => !isLendingConfigKey(key)).map((key) => (
            <ConfigField key={key} companyId={companyId} name={key} value={configs.data?.values[key] ?? ''} onSaved={configs.reload} />
          ))}
        </div>
      )}
    </>
  )
}

function ConfigField({ companyId, name, value, onSaved }: { companyId: number; name: EditableConfigKey; value: string; onSaved: () => void }) {
  const [error, setError] = useState<unknown>(null)
  const [saved, setSaved] = useState(false)
  const save = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    setError(null)
    setSaved(false)
    try {
      await call('/config/company/set', { companyId, key: name, value: String(new FormData(event.currentTarget).get('value') ?? '') })
      setSaved(true)
      onSaved()
    } catch (e) {
      setError(e)
    }
  }
  const id = `config-${name}`
  return (
    <form className="card config-field" onSubmit={save}>
      <label htmlFor={id}>
        <strong>{name}</strong> <span className="muted small">{HELP[name]}</span>
      </label>
      {LONG.includes(name) ? <textarea id={id} name="value" defaultValue={value} rows={4} /> : <input id={id} name="value" defaultValue={value} />}
      <ErrorNotice error={error} />
      {saved ? <Notice>Saved; the previous value is kept as a version.</Notice> : null}
      <button type="submit" className="button small">
        Save {name}
      </button>
    </form>
  )
}
