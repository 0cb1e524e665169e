import { customerServiceLink, publicConfigs } from '../domain/configs/company-configs'
import { listProducts, periodConfigOf } from '../domain/products/products'
import { defineHandlers } from '../http/handlers'

export const productHandlers = defineHandlers({
  '/loan/appList': (_body, ctx) => listProducts(ctx.db),
  '/loan/getPeriodConfig': (body, ctx) => periodConfigOf(ctx.db, body.appId),
  '/loan/getAllCompanyConfigs': (body, ctx) => publicConfigs(ctx.db, body.appId),
  '/loan/getCustomerService': (body, ctx) => customerServiceLink(ctx.db, body.appId),
})
