import { createFileRoute, Navigate, useRouter } from '@tanstack/react-router'
import { lazy, Suspense, useState } from 'react'
import { config } from '../../config'
import { refreshUser, useUser } from '../../features/account/api'
import { currencyOf, useCompanyConfigs } from '../../features/configs/api'
import { HomeScreen } from '../../features/home/components/home-screen'
import type { MainAction } from '../../features/home/main-action'
import { useLoanProgress } from '../../features/orders/api'

// The pad and perfect-freehand load only when a borrower without a signature taps the main button.
const SignatureDialog = lazy(() =>
  import('../../features/signature/components/signature-dialog').then((m) => ({ default: m.SignatureDialog })),
)

export const Route = createFileRoute('/_authed/')({ component: HomeRoute })

function HomeRoute() {
  const { user } = useUser()
  const progress = useLoanProgress()
  const configs = useCompanyConfigs()
  const router = useRouter()
  // The action the signature dialog was opened for, run once the signature is on file.
  const [signingFor, setSigningFor] = useState<MainAction | null>(null)
  if (user?.hold) return <Navigate to="/hold" />
  const onMain = (action: MainAction) => (user?.signatureImg ? router.history.push(action.to) : setSigningFor(action))
  return (
    <>
      <HomeScreen user={user} progress={progress.data} currency={currencyOf(configs)} title={config.title} onMain={onMain} />
      {signingFor ? (
        <Suspense fallback={null}>
          <SignatureDialog
            onClose={() => setSigningFor(null)}
            onSigned={async () => {
              await refreshUser().catch(() => undefined)
              setSigningFor(null)
              router.history.push(signingFor.to)
            }}
          />
        </Suspense>
      ) : null}
    </>
  )
}
