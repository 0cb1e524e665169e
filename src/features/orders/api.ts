import { call } from '../../api/client'
import { useRemote } from '../../api/use-remote'

export function useLoanProgress() {
  return useRemote(() => call('/loan/getLoanProgress', {}))
}
