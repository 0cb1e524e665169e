import { ApiError } from '../../contract/api-error'
import { defineHandlers } from '../http/handlers'
import { lastSandboxCode } from '../providers/sms'

export const sandboxHandlers = defineHandlers({
  '/sandbox/sms/last': async (body, ctx) => {
    if (!ctx.services.sms.sandbox) throw new ApiError(40007)
    const code = await lastSandboxCode(ctx.db, body.mobile)
    if (code === null) throw new ApiError(40007)
    return { code }
  },
})
