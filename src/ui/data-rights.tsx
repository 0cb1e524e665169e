import { useLingui } from '@lingui/react/macro'
import type { Localized } from '../../contract/market/types'

/**
 * The data-protection law's rights, from the market pack, where its law lists them for the
 * borrower (Indonesia's UU PDP): the consent and data-export screens say them; nothing elsewhere.
 */
export function DataRights({ rights }: { rights: Localized | undefined }) {
  const { i18n } = useLingui()
  if (!rights) return null
  return (
    <p className="note" data-testid="data-rights">
      {rights[i18n.locale as keyof Localized] ?? rights.en}
    </p>
  )
}
