import { createFileRoute, Navigate, useRouter } from '@tanstack/react-router'
import { lazy, Suspense } from 'react'
import { config } from '../../config'
import { refreshUser, useUser } from '../../features/account/api'
import { currencyOf, useCompanyConfigs } from '../../features/configs/api'
import { HomeScreen } from '../../features/home/components/home-screen'
import type { MainAction } from '../../features/home/main-action'
import { useLoanProgress } from '../../features/orders/api'
import { ORDER_STATUS } from '../../../contract/order-status'

export const Route = createFileRoute('/_authed/')({ component: HomeRoute })

// A loan that can be paid: its open payments show on Home with their codes (a written-off loan is still owed).
const PAYING: readonly number[] = [ORDER_STATUS.repaying, ORDER_STATUS.writtenOff]
// Home is a first screen: the open payments' code (cards, QR) and the reminder's (push) load after it,
// for loans being repaid only. So does the identity check's card with its polling (a borrower's first
// days only): the /login entry stays within its budget.
const KycStatus = lazy(() => import('../../features/kyc/components/kyc-status').then((m) => ({ default: m.KycStatus })))
const OpenPaymentsSection = lazy(() => import('../../features/repay/components/open-payments-section').then((m) => ({ default: m.OpenPaymentsSection })))
const RemindMe = lazy(() => import('../../features/notifications/components/remind-me').then((m) => ({ default: m.RemindMe })))

// The main button leads straight on: the signature is asked for on the contract, once the borrower has read what they sign.
function HomeRoute() {
  const { user } = useUser()
  const progress = useLoanProgress()
  const configs = useCompanyConfigs()
  const router = useRouter()
  // "Verified" stays on Home until a loan is past its review; every other status until it changes.
  const pastReview = progress.data != null && progress.data.status !== ORDER_STATUS.submitted && progress.data.status !== ORDER_STATUS.inReview
  const identityStatus = user && !(user.kyc?.status === 'verified' && pastReview) ? (
      <Suspense fallback={null}>
        <KycStatus kyc={user.kyc} place="home" refresh={refreshUser} />
      </Suspense>
    ) : null
  if (user?.hold) return <Navigate to="/hold" />
  const onMain = (action: MainAction) => router.history.push(action.to)
  return (
    <HomeScreen
      user={user}
      progress={progress.data}
      progressError={progress.error}
      progressAsOf={progress.asOf}
      reloadProgress={() => void progress.reload()}
      reloadUser={refreshUser}
      currency={currencyOf(configs)}
      title={config.title}
      onMain={onMain}
      identityStatus={identityStatus}
      loanExtra={
        progress.data && PAYING.includes(progress.data.status) ? (
          <>
            <Suspense fallback={null}>
              <OpenPaymentsSection orderId={progress.data.orderId} currency={currencyOf(configs)} />
            </Suspense>
            {progress.data.status === ORDER_STATUS.repaying ? (
              <Suspense fallback={null}>
                <RemindMe />
              </Suspense>
            ) : null}
          </>
        ) : null
      }
    />
  )
}
