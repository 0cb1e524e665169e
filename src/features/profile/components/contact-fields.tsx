import { Trans, useLingui } from '@lingui/react/macro'
import { PhoneField } from '../../../ui/phone-field'
import { SelectField } from '../../../ui/select-field'
import { TextField } from '../../../ui/text-field'
import type { BaseInfoValues } from '../base-info-rules'
import { useRelationOptions } from '../choices'
import type { FieldKit } from '../field-kit'

/** Two people to reach if the borrower cannot be reached, typed by the borrower. */
export function ContactFields({ kit }: { kit: FieldKit<BaseInfoValues> }) {
  const { t } = useLingui()
  const relations = useRelationOptions()
  return (
    <>
      <h2 className="section-title">
        <Trans>Emergency contacts</Trans>
      </h2>
      <p className="note muted">
        <Trans>Two people we may call if we cannot reach you. Type their numbers yourself: we never read your phone's contacts.</Trans>
      </p>
      {([1, 2] as const).map((n) => {
        const name = `contact${n}Name` as const
        const relation = `contact${n}Relation` as const
        const mobile = `contact${n}Mobile` as const
        return (
          <fieldset key={n} className="field-group">
            <legend className="field-group-title">{t`Contact ${n}`}</legend>
            <TextField
              label={t`Name`}
              name={name}
              autoComplete="off"
              value={kit.values[name]}
              onChange={(e) => kit.set({ [name]: e.target.value })}
              onBlur={kit.leave(name)}
              error={kit.errorOf(name)}
            />
            <SelectField
              label={t`Relationship to you`}
              name={relation}
              placeholder={t`Choose one`}
              options={relations}
              value={kit.values[relation]}
              onChange={(e) => kit.set({ [relation]: e.target.value })}
              onBlur={kit.leave(relation)}
              error={kit.errorOf(relation)}
            />
            <PhoneField
              label={t`Phone number`}
              name={mobile}
              autoComplete="off"
              hint={null}
              value={kit.values[mobile]}
              onChange={(e) => kit.set({ [mobile]: e.target.value })}
              onBlur={kit.leave(mobile)}
              error={kit.errorOf(mobile)}
            />
          </fieldset>
        )
      })}
    </>
  )
}
