import { createFileRoute } from '@tanstack/react-router'
import { currencyOf, periodUnitOf, useCompanyConfigs } from '../../features/configs/api'
import { useProducts } from '../../features/loans/api'
import { ProductsScreen } from '../../features/loans/components/products-screen'

export const Route = createFileRoute('/_authed/loan')({ component: LoanRoute })

function LoanRoute() {
  const configs = useCompanyConfigs()
  return <ProductsScreen products={useProducts()} currency={currencyOf(configs)} periodUnit={periodUnitOf(configs)} />
}
