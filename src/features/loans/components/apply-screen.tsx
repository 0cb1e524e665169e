import { Trans, useLingui } from '@lingui/react/macro'
import { useNavigate } from '@tanstack/react-router'
import { type FormEvent, type ReactNode, useMemo, useRef, useState } from 'react'
import { ApiError } from '../../../../contract/api-error'
import type { DueDay } from '../../../../contract/repayment-day'
import type { LoanOffer, Product } from '../../../../contract/schemas/products'
import { errorText } from '../../../i18n/error-text'
import { showToast, whileBlocking } from '../../../state/activity'
import { Button } from '../../../ui/button'
import { Page } from '../../../ui/page'
import { PathLink } from '../../../ui/path-link'
import { PeriodCount, type PeriodUnit } from '../../../ui/period-count'
import { SegmentedControl } from '../../../ui/segmented-control'
import { isOfferedAmount, limitsOf, settleAmount } from '../amount'
import { type ApplyBody, applyForLoan, giveBureauConsent, type PeriodConfig } from '../api'
import '../loans.css'
import { isChoiceAboveOffer, startingChoice } from '../offer'
import { browserQuote } from '../quote'
import { AmountField } from './amount-field'
import { BureauConsentField } from './bureau-consent-field'
import { RepaymentDayField } from './repayment-day-field'
import { ApplySuccessOverlay } from './apply-success-overlay'
import { Disclosure } from './disclosure'
import { OfferSummary } from './offer-summary'
import { OfferWarning } from './offer-warning'

type Props = {
  product: Product
  periods: PeriodConfig
  currency: string
  periodUnit: PeriodUnit
  /** What /loan/offer says, null while it cannot be had; the form opens at the first answer. */
  offer: LoanOffer | null
  checkingOffer: boolean
  onCheckOffer: () => void
  /** Whether the credit bureau consent stands already; false when it could not be asked. */
  bureauConsent: boolean
}

type Errors = { amount?: string; period?: string; dueDay?: string; confirm?: string; form?: ReactNode }

export function ApplyScreen({ product, periods, currency, periodUnit, offer, checkingOffer, onCheckOffer, bureauConsent }: Props) {
  const { t } = useLingui()
  const navigate = useNavigate()
  const limits = limitsOf(product)
  const options = useMemo(() => [...periods.rateConfigs].sort((a, b) => a.periodDays - b.periodDays), [periods])
  // Only the first render's value counts: an offer that arrives later does not move what the borrower chose.
  const [start] = useState(() => startingChoice(offer, limits, options.map((o) => o.periodDays)))
  const [text, setText] = useState(String(start.amount))
  // The amount the disclosure is for: always one the product offers.
  const [amount, setAmount] = useState(start.amount)
  const [adjusted, setAdjusted] = useState(false)
  const [period, setPeriod] = useState<number | null>(start.period)
  const [dueDay, setDueDay] = useState<DueDay | undefined>(undefined)
  const [confirmed, setConfirmed] = useState(false)
  const [bureauTicked, setBureauTicked] = useState(false)
  const [errors, setErrors] = useState<Errors>({})
  const [orderId, setOrderId] = useState<number | null>(null)
  const sentKey = useRef<{ body: string; key: string } | null>(null)
  const confirmRef = useRef<HTMLInputElement>(null)

  const config = options.find((o) => o.periodDays === period)
  const quote = useMemo(
    () => (config ? browserQuote({ amount, rate: config.rate, periods: config.periodDays, periodUnit, dueDay }) : null),
    [amount, config, periodUnit, dueDay],
  )
  const aboveOffer =
    offer !== null && offer.maxAmount > 0 && config !== undefined && isChoiceAboveOffer(offer, { amount, rate: config.rate, periods: config.periodDays, periodUnit })

  // A changed loan has a changed cost: the borrower confirms again.
  const changeAmount = (value: number) => {
    if (value === amount) return
    setAmount(value)
    setConfirmed(false)
  }
  const onText = (digits: string) => {
    setText(digits)
    setAdjusted(false)
    setErrors((e) => ({ ...e, amount: undefined, form: undefined }))
    if (isOfferedAmount(digits, limits)) changeAmount(Number(digits))
  }
  const onLeave = () => {
    const settled = settleAmount(text, limits)
    setAdjusted(text !== '' && settled !== Number(text))
    setText(String(settled))
    changeAmount(settled)
  }
  const onPeriod = (value: number) => {
    setPeriod(value)
    setConfirmed(false)
    setErrors((e) => ({ ...e, period: undefined, form: undefined }))
  }

  const onDueDay = (value: DueDay | undefined) => {
    setDueDay(value)
    setConfirmed(false)
    setErrors((e) => ({ ...e, dueDay: undefined, form: undefined }))
  }

  async function submit(event: FormEvent) {
    event.preventDefault()
    const settled = settleAmount(text, limits)
    if (settled !== amount) return onLeave()
    if (!config) return setErrors({ period: t`Choose how many repayments you want` })
    if (!confirmed) {
      setErrors({ confirm: t`Please confirm that you have read the cost of this loan` })
      confirmRef.current?.focus()
      return
    }
    const body: ApplyBody = { amt: settled, configId: periods.id, periodDays: config.periodDays, appId: product.id, ...(dueDay === undefined ? {} : { dueDay }) }
    const bodyText = JSON.stringify(body)
    if (sentKey.current?.body !== bodyText) sentKey.current = { body: bodyText, key: crypto.randomUUID() }
    const { key } = sentKey.current
    try {
      const { loanOrderId } = await whileBlocking(async () => {
        // The consent is recorded before the application, so the bureau job that follows it finds it.
        if (bureauTicked && !bureauConsent) await giveBureauConsent(crypto.randomUUID())
        return applyForLoan(body, key)
      })
      setOrderId(loanOrderId)
    } catch (error) {
      // The server keeps its answer per key: after a refusal, a new attempt needs a new key.
      if (error instanceof ApiError) sentKey.current = null
      setErrors(applyErrors(error))
      showToast(errorText(error), 'error')
    }
  }

  function applyErrors(error: unknown): Errors {
    if (error instanceof ApiError && error.code === 10004 && error.fields.includes('amt')) {
      return { amount: t`This amount is not offered. Choose one in the range below.` }
    }
    if (error instanceof ApiError && error.code === 10004 && error.fields.includes('periodDays')) {
      return { period: t`This number of repayments is no longer offered. Choose another.` }
    }
    if (error instanceof ApiError && error.fields.includes('dueDay')) return { dueDay: errorText(error) }
    if (error instanceof ApiError && error.code === 20010) {
      return { amount: t`This is above your current limit. Choose an amount up to what you can borrow.` }
    }
    if (error instanceof ApiError && error.code === 40000) {
      return {
        form: (
          <>
            <Trans>Your information is not complete yet.</Trans>{' '}
            <PathLink to="/baseInfo" className="inline-link">
              <Trans>Complete your information</Trans>
            </PathLink>
          </>
        ),
      }
    }
    if (error instanceof ApiError && error.code === 40005) {
      return {
        form: (
          <>
            <Trans>You already have an application in progress.</Trans>{' '}
            <PathLink to="/order" className="inline-link">
              <Trans>See my loans</Trans>
            </PathLink>
          </>
        ),
      }
    }
    return { form: errorText(error) }
  }

  return (
    <Page
      title={product.name}
      back
      footer={
        <>
          {aboveOffer ? <OfferWarning offer={offer} currency={currency} periodUnit={periodUnit} /> : null}
          <Button type="submit" form="apply-form">
            <Trans>Apply now</Trans>
          </Button>
        </>
      }
    >
      <OfferSummary offer={offer} currency={currency} periodUnit={periodUnit} checking={checkingOffer} onCheckAgain={onCheckOffer} />
      <form id="apply-form" className="page-body-form" noValidate onSubmit={submit}>
        <AmountField
          text={text}
          limits={limits}
          currency={currency}
          error={errors.amount ?? null}
          adjusted={adjusted}
          onText={onText}
          onLeave={onLeave}
        />
        <SegmentedControl
          legend={t`Number of repayments`}
          name="period"
          options={options.map((o) => ({ value: o.periodDays, label: <PeriodCount count={o.periodDays} unit={periodUnit} /> }))}
          value={period}
          onChange={onPeriod}
        />
        {errors.period ? (
          <p className="field-error" role="alert">
            {errors.period}
          </p>
        ) : null}
        {product.dueDayChoice ? <RepaymentDayField choice={product.dueDayChoice} value={dueDay} error={errors.dueDay ?? null} onChange={onDueDay} /> : null}
        {quote && config ? <Disclosure quote={quote} rate={config.rate} currency={currency} /> : null}
        <div className="field">
          <label className="checkbox confirm-cost">
            <input
              ref={confirmRef}
              type="checkbox"
              name="confirmCost"
              checked={confirmed}
              aria-invalid={errors.confirm ? true : undefined}
              onChange={(e) => {
                setConfirmed(e.target.checked)
                setErrors((er) => ({ ...er, confirm: undefined }))
              }}
            />
            <span>
              <Trans>I have read the cost of this loan</Trans>
            </span>
          </label>
          {errors.confirm ? (
            <p className="field-error" role="alert">
              {errors.confirm}
            </p>
          ) : null}
        </div>
        <BureauConsentField standing={bureauConsent} checked={bureauTicked} onChange={setBureauTicked} />
        {errors.form ? (
          <p className="card form-error" role="alert">
            {errors.form}
          </p>
        ) : null}
      </form>
      {orderId !== null ? (
        <ApplySuccessOverlay onDone={() => void navigate({ to: '/success/$orderId', params: { orderId }, replace: true })} />
      ) : null}
    </Page>
  )
}
