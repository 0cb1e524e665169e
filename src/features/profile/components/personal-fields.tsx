import { Trans, useLingui } from '@lingui/react/macro'
import type { SelectOption } from '../../../ui/select-field'
import { SelectField } from '../../../ui/select-field'
import { TextField } from '../../../ui/text-field'
import type { BaseInfoValues } from '../base-info-rules'
import { cityOptions, provinceOptions, type RegionOption } from '../config-lists'
import type { FieldKit } from '../field-kit'
import { useLocale } from '../use-locale'

type Props = { kit: FieldKit<BaseInfoValues>; educations: readonly SelectOption[]; regions: readonly RegionOption[] }

/** How to reach the borrower and where they live. */
export function PersonalFields({ kit, educations, regions }: Props) {
  const { t } = useLingui()
  const locale = useLocale()
  const cities = cityOptions(regions, kit.values.province, locale)
  return (
    <>
      <h2 className="section-title">
        <Trans>About you</Trans>
      </h2>
      <TextField
        label={t`Email`}
        name="email"
        type="email"
        inputMode="email"
        autoComplete="email"
        placeholder="name@example.com"
        value={kit.values.email}
        onChange={(e) => kit.set({ email: e.target.value })}
        onBlur={kit.leave('email')}
        error={kit.errorOf('email')}
      />
      <SelectField
        label={t`Education`}
        name="education"
        placeholder={t`Choose one`}
        options={educations}
        value={kit.values.education}
        onChange={(e) => kit.set({ education: e.target.value })}
        onBlur={kit.leave('education')}
        error={kit.errorOf('education')}
      />
      <SelectField
        label={t`Province`}
        name="province"
        placeholder={t`Choose your province`}
        options={provinceOptions(regions, locale)}
        value={kit.values.province}
        onChange={(e) => kit.set({ province: e.target.value, city: '' })}
        onBlur={kit.leave('province')}
        error={kit.errorOf('province')}
      />
      <SelectField
        // Another province starts a new search of its own towns.
        key={kit.values.province}
        label={t`City or district`}
        name="city"
        placeholder={kit.values.province ? t`Choose your city or district` : t`Choose a province first`}
        disabled={cities.length === 0}
        options={cities}
        value={kit.values.city}
        onChange={(e) => kit.set({ city: e.target.value })}
        onBlur={kit.leave('city')}
        error={kit.errorOf('city')}
      />
      <TextField
        label={t`Address`}
        name="address"
        autoComplete="street-address"
        hint={t`House number, street, and your sub-district or barangay`}
        value={kit.values.address}
        onChange={(e) => kit.set({ address: e.target.value })}
        onBlur={kit.leave('address')}
        error={kit.errorOf('address')}
      />
      <TextField
        label={t`Facebook (optional)`}
        name="facebook"
        autoComplete="off"
        hint={t`Your Facebook name or profile link`}
        value={kit.values.facebook}
        onChange={(e) => kit.set({ facebook: e.target.value })}
        onBlur={kit.leave('facebook')}
        error={kit.errorOf('facebook')}
      />
    </>
  )
}
