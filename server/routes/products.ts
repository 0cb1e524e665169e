import { customerServiceLink, publicConfigs } from '../domain/configs/company-configs'
import { listProducts, periodConfigOf } from '../domain/products/products'
import { appForViewer, viewerCompany } from '../domain/tenancy/viewer-company'
import { defineHandlers } from '../http/handlers'

export const productHandlers = defineHandlers({
  '/loan/appList': async (_body, ctx, request) => listProducts(ctx.db, await viewerCompany(ctx, request), ctx.services.now()),
  '/loan/getPeriodConfig': async (body, ctx, request) => periodConfigOf(ctx.db, await appForViewer(ctx, request, body.appId), ctx.services.now()),
  '/loan/getAllCompanyConfigs': async (body, ctx, request) => publicConfigs(ctx.db, await appForViewer(ctx, request, body.appId)),
  '/loan/getCustomerService': async (body, ctx, request) => customerServiceLink(ctx.db, await appForViewer(ctx, request, body.appId)),
})
