import { createFileRoute } from '@tanstack/react-router'
import { useLoanProgress } from '../../features/orders/api'
import { ContractScreen, type SignatureSlot } from '../../features/orders/components/contract-screen'
import { NoContractScreen } from '../../features/orders/components/no-contract-screen'
import { SignatureDialog } from '../../features/signature/components/signature-dialog'
import { positiveInt } from '../-params'

export type ContractSearch = { orderId?: number }

export const Route = createFileRoute('/_authed/contract')({
  // Without an order id: the contract of the borrower's current (latest) order.
  validateSearch: (search: Record<string, unknown>): ContractSearch => {
    const orderId = positiveInt(search.orderId)
    return orderId ? { orderId } : {}
  },
  component: ContractRoute,
})

// The contract is accepted with the borrower's signature; the pad opens when there is none yet.
const signature: SignatureSlot = ({ onSigned, onClose }) => <SignatureDialog onSigned={onSigned} onClose={onClose} />

function ContractRoute() {
  const { orderId } = Route.useSearch()
  if (orderId !== undefined) return <ContractScreen key={orderId} orderId={orderId} renderSignature={signature} />
  return <CurrentContract />
}

function CurrentContract() {
  const progress = useLoanProgress()
  const orderId = progress.data?.orderId
  if (orderId === undefined) return <NoContractScreen progress={progress} />
  return <ContractScreen key={orderId} orderId={orderId} renderSignature={signature} />
}
