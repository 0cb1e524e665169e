import { useEffect } from 'react'
import { call } from '../../api'
import { CompanyConfigsEditor } from './company-configs-editor'
import { ConfigVersions } from './config-versions'
import { ErrorNotice, Loading } from '../../components/notice'
import { ProductEditor } from './product-editor'
import { useLoad } from '../../components/use-load'
import { useSession } from '../../session'

export function ConfigPage() {
  const products = useLoad(() => call('/config/products', {}), 'products')
  // Staff work for one company: its products above, its configs here.
  const companyId = useSession()?.staff.companyId
  const loaded = products.data !== undefined
  // An approval card links to one product or rule set: bring it into view once it is drawn.
  useEffect(() => {
    if (loaded && location.hash) document.getElementById(decodeURIComponent(location.hash.slice(1)))?.scrollIntoView()
  }, [loaded])
  return (
    <section>
      <h1>Configuration</h1>
      <p className="muted">
        Every change is versioned and written to the audit log. A rate or amount that breaks the market rules is refused.
      </p>
      <h2>Products</h2>
      <ErrorNotice error={products.error} />
      {!products.data ? <Loading /> : null}
      {products.data?.products.map((p) => (
        <ProductEditor key={p.id} product={p} onSaved={products.reload} />
      ))}
      {companyId === undefined ? null : <CompanyConfigsEditor companyId={companyId} />}
      <ConfigVersions />
    </section>
  )
}
