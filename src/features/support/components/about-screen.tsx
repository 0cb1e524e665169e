import { Trans, useLingui } from '@lingui/react/macro'
import { isLocale } from '../../../../contract/locales'
import { regulatorName } from '../../../../contract/market/regulator-name'
import { MoneyList } from '../../../ui/money-list'
import { Page } from '../../../ui/page'
import { Skeleton } from '../../../ui/skeleton'
import '../support.css'

type Licence = { name: string; number: string; regulator: string }

type Props = { about: string | null; licence: Licence | null; website: string | null; loaded: boolean }

export function AboutScreen({ about, licence, website, loaded }: Props) {
  const { t, i18n } = useLingui()
  return (
    <Page title={t`About us`} back>
      {!loaded ? (
        <Skeleton label={t`Loading`} />
      ) : (
        <>
          {about ? <p className="plain-text">{about}</p> : null}
          {licence ? (
            <section className="card" aria-labelledby="about-licence">
              <h2 id="about-licence" className="section-title">
                <Trans>Licence</Trans>
              </h2>
              <MoneyList
                rows={[
                  { term: t`Registered name`, value: licence.name },
                  { term: t`Licence number`, value: licence.number },
                  { term: t`Regulator`, value: isLocale(i18n.locale) ? regulatorName(licence.regulator, i18n.locale) : licence.regulator },
                ]}
              />
            </section>
          ) : null}
          {website ? (
            <a className="btn btn-secondary link-btn" href={website} target="_blank" rel="noopener noreferrer">
              <Trans>Our website</Trans>
            </a>
          ) : null}
        </>
      )}
    </Page>
  )
}
