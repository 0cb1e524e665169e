import { createFileRoute } from '@tanstack/react-router'
import { currencyOf, useCompanyConfigs } from '../../features/configs/api'
import { TransactionHistoryScreen } from '../../features/repay/components/transaction-history-screen'

export const Route = createFileRoute('/_authed/transactionHistory')({ component: TransactionHistoryRoute })

function TransactionHistoryRoute() {
  return <TransactionHistoryScreen currency={currencyOf(useCompanyConfigs())} />
}
