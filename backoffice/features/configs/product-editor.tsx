import { type FormEvent, useState } from 'react'
import type { ProductConfig } from '../../../contract/admin/schemas/config'
import type { LimitGrowth } from '../../../contract/loan-history-limit'
import { call } from '../../api'
import type { PeriodUnit } from '../../../contract/loan-math'
import { rateWords, ratesOf } from '../../components/approval-words'
import { currencyDigits, moneyIn, stepOf, typedIn } from '../../components/format'
import { ErrorNotice, Notice } from '../../components/notice'
import { Badge } from '../../components/status-badge'

type Props = { product: ProductConfig; onSaved: () => void }

const numberOf = (form: FormData, name: string) => Number(form.get(name))

/** The limit-growth rule typed in the product's currency's digits, or null (no rule) when the first-loan limit is left empty. */
function limitGrowthOf(form: FormData, minorDigits: number): LimitGrowth | null {
  if (String(form.get('limitStart') ?? '') === '') return null
  return { startAmount: typedIn(form.get('limitStart'), minorDigits), stepAmount: typedIn(form.get('limitStep'), minorDigits), afterLate: form.get('limitAfterLate') === 'reset' ? 'reset' : 'hold' }
}

/** One product: its limits and switch, then its period configs with their market-rule check. */
export function ProductEditor({ product, onSaved }: Props) {
  const { periodUnit, currency } = product
  const digits = currencyDigits(currency)
  const unit: PeriodUnit = periodUnit === 'week' || periodUnit === 'day' ? periodUnit : 'month'
  const rateShown = (periods: number, thousandths: number) => {
    const rates = ratesOf({ ...product, periodUnit: unit }, periods, thousandths)
    return `${rateWords(thousandths, unit)}${rates ? ` · APR ${rates.apr}` : ''}`
  }
  // One justification for whatever this product's forms ask for: the checker reads it on the card.
  const [note, setNote] = useState('')
  const withNote = note.trim() === '' ? {} : { note: note.trim() }
  const [error, setError] = useState<unknown>(null)
  const [saved, setSaved] = useState<string | null>(null)
  const save = async (what: string, action: () => Promise<{ approvalId: number | null }>) => {
    setError(null)
    setSaved(null)
    try {
      const { approvalId } = await action()
      setSaved(approvalId === null ? what : `Sent for approval as request #${approvalId}: it takes effect when another staff member approves it.`)
      onSaved()
    } catch (e) {
      setError(e)
    }
  }
  const saveProduct = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const form = new FormData(event.currentTarget)
    const body = () => ({
      appId: product.id,
      name: String(form.get('name') ?? ''),
      minAmount: typedIn(form.get('minAmount'), digits),
      maxAmount: typedIn(form.get('maxAmount'), digits),
      step: typedIn(form.get('step'), digits),
      defaultRate: numberOf(form, 'defaultRate'),
      disabled: form.get('disabled') === 'on',
      dueDayChoice: form.get('dueDayChoice') === 'on',
      limitGrowth: limitGrowthOf(form, digits),
      ...withNote,
    })
    void save('Product saved.', () => call('/config/product/save', body()))
  }
  const savePeriod = (id: number | undefined) => (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const form = new FormData(event.currentTarget)
    const body = { appId: product.id, ...(id ? { id } : {}), periods: numberOf(form, 'periods'), rate: numberOf(form, 'rate'), ...withNote }
    void save(id ? 'Period config saved.' : 'Period config added.', () => call('/config/period/save', body))
  }
  return (
    <div className="card product" id={`product-${product.id}`}>
      <p className="muted">
        Company {product.companyId} · market {product.market} · {currency}
      </p>
      <form className="row-form" onSubmit={saveProduct}>
        <label>
          Name
          <input name="name" defaultValue={product.name} required />
        </label>
        <label>
          Min ({currency})
          <input name="minAmount" type="number" step={stepOf(digits)} defaultValue={product.minAmount} required />
        </label>
        <label>
          Max ({currency})
          <input name="maxAmount" type="number" step={stepOf(digits)} defaultValue={product.maxAmount} required />
        </label>
        <label>
          Step
          <input name="step" type="number" step={stepOf(digits)} defaultValue={product.step} required />
        </label>
        <label>
          Default rate
          <input name="defaultRate" type="number" defaultValue={product.defaultRate} required />
        </label>
        <label className="check">
          <input name="disabled" type="checkbox" defaultChecked={product.disabled} /> Paused
        </label>
        <label className="check">
          <input name="dueDayChoice" type="checkbox" defaultChecked={product.dueDayChoice} /> Borrowers choose the repayment day
        </label>
        <label>
          First-loan limit ({currency}, empty: the max from the first loan)
          <input name="limitStart" type="number" step={stepOf(digits)} defaultValue={product.limitGrowth?.startAmount ?? ''} />
        </label>
        <label>
          Added per loan repaid on time
          <input name="limitStep" type="number" step={stepOf(digits)} defaultValue={product.limitGrowth?.stepAmount ?? ''} />
        </label>
        <label>
          After a late loan
          <select name="limitAfterLate" defaultValue={product.limitGrowth?.afterLate ?? 'hold'}>
            <option value="hold">hold the limit</option>
            <option value="reset">start over</option>
          </select>
        </label>
        <button type="submit" className="button">
          Save product
        </button>
      </form>
      <label className="stack-label">
        Why (for the checker: the product and period changes below are sent with it)
        <textarea value={note} onChange={(e) => setNote(e.currentTarget.value)} rows={1} maxLength={2000} />
      </label>
      <ErrorNotice error={error} />
      {saved ? <Notice>{saved}</Notice> : null}
      <div className="periods">
        <div className="period-row period-head">
          <span>{periodUnit}s</span>
          <span title="Thousandths of a percent per period">Rate (1/1000 %)</span>
          <span>In words (APR of the largest loan)</span>
          <span>Market rules</span>
          <span />
        </div>
        {product.periods.map((p) => (
          <form key={p.id} className="period-row" onSubmit={savePeriod(p.id)} aria-label={`Period config ${p.id}`}>
            <input name="periods" type="number" min={1} defaultValue={p.periods} aria-label="Periods" />
            <input name="rate" type="number" min={1} defaultValue={p.rate} aria-label="Rate" />
            <span className="muted small">{rateShown(p.periods, p.rate)}</span>
            <span>
              {p.offered ? (
                <Badge tone="ok">offered</Badge>
              ) : (
                <Badge tone="bad">{`not offered: ${p.violations.map((v) => `${v.rule} ${v.actual} > ${v.limit}`).join(', ')}`}</Badge>
              )}
            </span>
            <button type="submit" className="button small">
              Save
            </button>
          </form>
        ))}
        <form className="period-row" onSubmit={savePeriod(undefined)} aria-label={`New period config for ${product.name}`}>
          <input name="periods" type="number" min={1} placeholder="periods" aria-label="Periods" required />
          <input name="rate" type="number" min={1} placeholder="rate" aria-label="Rate" required />
          <span />
          <span className="muted small">
            Amounts {moneyIn(product.minAmount, digits)} – {moneyIn(product.maxAmount, digits)}
          </span>
          <button type="submit" className="button small">
            Add
          </button>
        </form>
      </div>
    </div>
  )
}
