import { call } from '../api'
import { CompanyConfigsEditor } from '../components/company-configs-editor'
import { ConfigVersions } from '../components/config-versions'
import { ErrorNotice, Loading } from '../components/notice'
import { ProductEditor } from '../components/product-editor'
import { useLoad } from '../components/use-load'

export function ConfigPage() {
  const products = useLoad(() => call('/config/products', {}), 'products')
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
      <CompanyConfigsEditor companyId={products.data?.products[0]?.companyId ?? 1} />
      <ConfigVersions />
    </section>
  )
}
