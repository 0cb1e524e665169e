import { Trans, useLingui } from '@lingui/react/macro'
import { type FormEvent, type ReactNode, useState } from 'react'
import { identityVerified } from '../../../../contract/kyc-progress'
import { marketProfile } from '../../../../contract/market/profiles'
import { lender } from '../../../config'
import { IDENTITY_IMAGE_FIELDS, type IdentityImageField, type UserInfo } from '../../../../contract/schemas/accounts'
import { CONSENT_MISSING_CODE } from '../../../../contract/error-codes'
import { errorText } from '../../../i18n/error-text'
import { submitForm } from '../../../offline/outbox'
import { useDraft } from '../../../offline/use-draft'
import { useSentBack } from '../../../offline/use-outbox'
import { showToast } from '../../../state/activity'
import { Button } from '../../../ui/button'
import { FormAlert } from '../../../ui/form-alert'
import { Page } from '../../../ui/page'
import { PathLink } from '../../../ui/path-link'
import { RadioGroup } from '../../../ui/radio-group'
import { SavedOnPhoneNote, useQueuedNotice } from '../../../ui/saved-on-phone'
import { type SelectOption, SelectField } from '../../../ui/select-field'
import { serverProblems } from '../../../ui/server-problems'
import { StepProgress } from '../../../ui/step-progress'
import { DatePartsField, useDatePartsWords } from '../../../ui/date-parts-field'
import { TextField } from '../../../ui/text-field'
import { type Problems, useFormCheck } from '../../../ui/use-form-check'
import { identitySubmissions, photoStamps } from '../submissions'
import { useIdentityPhotos } from '../use-identity-photos'
import { IdentityPhotosSection } from './identity-photos-section'
import {
  chosenIdType,
  EARLIEST_BIRTHDAY,
  type IdentityField,
  type IdentityProblem,
  type IdentityValues,
  laserCodeProblem,
  validateIdentity,
} from '../validate'

const FORM = 'identity'
type Field = IdentityField | IdentityImageField
const ORDER: readonly Field[] = ['realName', 'idType', 'identity', 'laserCode', 'sex', 'birthday', 'marriage', ...IDENTITY_IMAGE_FIELDS]
// Where the market has one ID type there is no picker: what the server says of the type shows on the number.
const fieldOf = (f: string): Field | null => {
  if (f === 'idType' && marketProfile(lender.market).idTypes.length === 1) return 'identity'
  return (ORDER as readonly string[]).includes(f) ? (f as Field) : null
}

type Props = {
  user: UserInfo
  marriageOptions: SelectOption[]
  progress: { step: number; of: number }
  onDone: () => void
  /** Where the identity check stands (the route's KycStatus), above the form. */
  status?: ReactNode
}

export function IdentityForm({ user, marriageOptions, progress, onDone, status }: Props) {
  const { t, i18n } = useLingui()
  const market = marketProfile(lender.market)
  const verified = identityVerified(user)
  const draft = useDraft<IdentityValues>(FORM, {
    realName: user.realName ?? '',
    idType: user.idType ?? '',
    identity: user.identity ?? '',
    laserCode: '',
    sex: user.sex === null ? '' : user.sex === 2 ? '2' : '1',
    birthday: user.birthday ?? '',
    marriage: user.marriage ?? '',
  })
  const photos = useIdentityPhotos(FORM)
  const answers = useSentBack(FORM)
  const queuedNotice = useQueuedNotice()
  const [busy, setBusy] = useState(false)
  const today = new Date().toISOString().slice(0, 10)

  const values = verified
    ? { ...draft.values, realName: user.realName ?? '', idType: user.idType ?? draft.values.idType, identity: user.identity ?? '' }
    : draft.values
  // What a refusal is about: the fields and the photos as they were sent.
  const sent = { ...values, ...photoStamps(photos.photos) }
  const sentBack = serverProblems(answers, fieldOf, sent)
  const idType = chosenIdType(market, values.idType)
  const example = idType?.example ?? ''
  const dateWords = useDatePartsWords()
  const labelOf = (label: { en: string } & Record<string, string | undefined>) => label[i18n.locale] ?? label.en
  const words: Record<IdentityProblem, string> = {
    required: t`Please fill this in`,
    nameTooLong: t`This is too long: please shorten it`,
    idFormat: t`Enter the number as it is on your card, like ${example}`,
    idTooLong: t`This number is too long: check it against your card`,
    idChecksum: t`This number is not valid: check the digits`,
    idBirthDate: t`The birth date in this number is not the birthday below: check both`,
    laserFormat: t`Enter the code as it is on the back of your card, like JT1-1234567-89`,
    birthday: t`Enter a date between 1900 and today`,
    birthdayIncomplete: dateWords.incomplete,
    birthdayNotADay: dateWords.notADay(values.birthday),
  }
  const problems: Problems<Field> = Object.fromEntries(
    Object.entries(validateIdentity(values, market, new Date())).map(([field, problem]) => [field, words[problem]]),
  )
  // The laser code is asked with the first photos, and again when the check says it is missing.
  const laserNeeded = !verified && (!user.identityImages || (user.kyc?.reasons.includes('laser_code_missing') ?? false))
  const laserProblem = laserCodeProblem(values.laserCode ?? '', market, laserNeeded)
  if (laserProblem) problems.laserCode = words[laserProblem]
  // The three photos are needed once; after that each may be replaced on its own, and those the check asks for again must be.
  const photosNeeded = !user.identityImages
  const retake = new Set(user.kyc?.retake ?? [])
  const slotOf = { frontImage: 'front', backImage: 'back', handHoldImage: 'hand' } as const
  for (const slot of IDENTITY_IMAGE_FIELDS) {
    if (photos.photos[slot]) continue
    if (photosNeeded) problems[slot] = t`Please take this photo`
    else if (retake.has(slotOf[slot])) problems[slot] = t`Please take this photo again`
  }
  const check = useFormCheck(ORDER, problems, sentBack.fields)

  async function submit(event: FormEvent) {
    event.preventDefault()
    if (!check.checkAll()) return
    setBusy(true)
    try {
      const result = await submitForm(FORM, identitySubmissions(values, market, photos.photos, verified), sent)
      if (result.status === 'rejected') {
        const marked = serverProblems(result.rejections, fieldOf)
        const first = ORDER.find((f) => marked.fields[f])
        if (first) check.focus(first)
        else showToast(marked.general.join(' '), 'error')
        return
      }
      if (result.status === 'sent') await draft.discard()
      else queuedNotice(result.offline)
      onDone()
    } catch (error) {
      showToast(errorText(error), 'error')
    } finally {
      setBusy(false)
    }
  }

  return (
    <Page
      title={t`Your identity`}
      back
      footer={
        <Button type="submit" form="identity-form" disabled={busy}>
          {busy ? t`Sending…` : t`Continue`}
        </Button>
      }
    >
      <StepProgress step={progress.step} of={progress.of} />
      {status}
      {draft.saved || Object.keys(photos.photos).length > 0 ? <SavedOnPhoneNote pending={draft.pending} /> : null}
      <FormAlert messages={sentBack.general}>
        {answers.some((r) => r.code === CONSENT_MISSING_CODE) ? (
          <PathLink to="/consent" className="btn btn-text inline-link">
            <Trans>Give your consent</Trans>
          </PathLink>
        ) : null}
      </FormAlert>
      {/* Until the draft is read, fields would show values about to be replaced. */}
      {!draft.loaded ? <div className="skeleton-block skeleton-form" aria-busy="true" /> : null}
      <form id="identity-form" hidden={!draft.loaded} ref={check.formRef} className="page-body-form" noValidate onSubmit={submit}>
        <TextField
          label={t`Full name as on your ID card`}
          name="realName"
          autoComplete="name"
          readOnly={verified}
          value={values.realName}
          onChange={(e) => draft.set({ realName: e.target.value })}
          onBlur={check.leave('realName')}
          error={check.errorOf('realName')}
          hint={verified ? t`Verified: it cannot be changed` : undefined}
        />
        {market.idTypes.length > 1 ? (
          <SelectField
            label={t`Your ID document`}
            name="idType"
            placeholder={t`Choose one`}
            options={market.idTypes.map((type) => ({ value: type.code, label: labelOf(type.label) }))}
            value={values.idType}
            disabled={verified}
            onChange={(e) => draft.set({ idType: e.target.value })}
            onBlur={check.leave('idType')}
            error={check.errorOf('idType')}
          />
        ) : null}
        <TextField
          label={idType ? t`${labelOf(idType.label)} number` : t`ID number`}
          name="identity"
          inputMode={idType?.inputMode ?? 'text'}
          autoComplete="off"
          autoCapitalize="characters"
          readOnly={verified}
          value={values.identity}
          onChange={(e) => draft.set({ identity: e.target.value })}
          onBlur={check.leave('identity')}
          error={check.errorOf('identity')}
          hint={verified ? t`Verified: it cannot be changed` : idType ? t`Like ${example}; spaces and dashes are fine` : undefined}
        />
        {market.identityCheck.laserCode && !verified ? (
          <TextField
            label={t`Laser code (back of the card)`}
            name="laserCode"
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            value={values.laserCode ?? ''}
            onChange={(e) => draft.set({ laserCode: e.target.value })}
            onBlur={check.leave('laserCode')}
            error={check.errorOf('laserCode')}
            hint={laserNeeded ? t`2 letters and 10 digits, like JT1-1234567-89; spaces and dashes are fine` : t`Sent with your card. Type it again only to correct it.`}
          />
        ) : null}
        <RadioGroup
          legend={t`Sex`}
          name="sex"
          options={[
            { value: '1', label: t`Male` },
            { value: '2', label: t`Female` },
          ]}
          value={values.sex}
          onChange={(sex) => draft.set({ sex: sex === '2' ? '2' : '1' })}
          onBlur={check.leave('sex')}
          error={check.errorOf('sex')}
        />
        <DatePartsField
          legend={t`Date of birth`}
          name="birthday"
          fromYear={Number(EARLIEST_BIRTHDAY.slice(0, 4))}
          toYear={Number(today.slice(0, 4))}
          value={values.birthday}
          onChange={(birthday) => draft.set({ birthday })}
          onBlur={check.leave('birthday')}
          error={check.errorOf('birthday')}
        />
        <SelectField
          label={t`Marital status`}
          name="marriage"
          placeholder={t`Choose one`}
          options={marriageOptions}
          value={values.marriage}
          onChange={(e) => draft.set({ marriage: e.target.value })}
          onBlur={check.leave('marriage')}
          error={check.errorOf('marriage')}
        />
        <IdentityPhotosSection photos={photos} errorOf={check.errorOf} />
      </form>
    </Page>
  )
}
