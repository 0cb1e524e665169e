import { defineHandlers } from '../http/handlers'

// Orders arrive with the loan application (issue #4); until then nobody has one.
export const orderHandlers = defineHandlers({
  '/loan/getLoanProgress': async () => null,
})
