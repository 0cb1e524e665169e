import { editableCompanyConfigs, setCompanyConfig } from '../../domain/staff/config/company-config-edit'
import { listVersions } from '../../domain/staff/config/config-versions'
import { productConfigs, savePeriodConfig, saveProduct } from '../../domain/staff/config/product-config'
import { actorOf } from '../../http/staff-auth'
import { defineAdminHandlers } from './mount-admin-endpoints'

export const configHandlers = defineAdminHandlers({
  '/config/products': (_body, ctx) => productConfigs(ctx.db, ctx.staff.companyId),
  '/config/product/save': (body, ctx) => saveProduct(ctx.db, body, actorOf(ctx)),
  '/config/period/save': (body, ctx) => savePeriodConfig(ctx.db, body, actorOf(ctx)),
  '/config/company': (body, ctx) => editableCompanyConfigs(ctx.db, body.companyId, actorOf(ctx)),
  '/config/company/set': (body, ctx) => setCompanyConfig(ctx.db, body, actorOf(ctx)),
  '/config/versions': (body, ctx) => listVersions(ctx.db, body, ctx.staff.companyId),
})
