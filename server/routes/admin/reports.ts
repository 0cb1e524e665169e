// The portfolio figures (a staff call) and the two files (POST routes answering a download):
// the loan tape CSV and the monthly credit-bureau file. A refused body or range answers the
// envelope like any staff call, before the first byte of a file.
import type { Context } from 'hono'
import type * as z from 'zod/mini'
import { CREDIT_FILE_ROLES, REPORT_ROLES } from '../../../contract/admin/endpoints'
import { creditFileBody, creditFileCorrectionBody, reportRangeBody } from '../../../contract/admin/schemas/reports'
import { ApiError } from '../../../contract/api-error'
import { creditFile } from '../../domain/staff/reports/credit-file'
import { creditFileCorrection } from '../../domain/staff/reports/credit-file-corrections'
import { creditFileList } from '../../domain/staff/reports/credit-file-list'
import { ledgerTie } from '../../domain/staff/reports/ledger-tie'
import { portfolio } from '../../domain/staff/reports/portfolio'
import { portfolioCsv } from '../../domain/staff/reports/portfolio-csv'
import { failure } from '../../http/envelope'
import { parseBody } from '../../http/parse-body'
import type { AppBindings, Services } from '../../services'
import { requireAccess, staffFromRequest } from '../../http/staff-auth'
import { defineAdminHandlers } from './mount-admin-endpoints'

export const reportHandlers = defineAdminHandlers({
  '/reports/portfolio': (body, ctx) => portfolio(ctx.db, ctx.staff.companyId, ctx.services.now(), body),
  '/reports/ledgerTie': (body, ctx) => ledgerTie(ctx.db, ctx.staff.companyId, ctx.services.now(), body),
  '/reports/creditFiles': (body, ctx) => creditFileList(ctx.db, ctx.staff.companyId, body.month),
})

function streamOf(lines: AsyncGenerator<string | Uint8Array>): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder()
  return new ReadableStream({
    async pull(controller) {
      const next = await lines.next()
      if (next.done) controller.close()
      else controller.enqueue(typeof next.value === 'string' ? encoder.encode(next.value) : next.value)
    },
    async cancel() {
      await lines.return(undefined)
    },
  })
}

/** Text made as it is read, or bytes kept as they were sent, read a part at a time. */
type FileAnswer = { fileName: string; contentType: string; body: AsyncGenerator<string> | AsyncGenerator<Uint8Array> }

function fileRoute<S extends z.ZodMiniType>(services: Services, roles: Parameters<typeof requireAccess>[1], schema: S, make: (body: z.output<S>, staff: { id: number; companyId: number }) => Promise<FileAnswer>) {
  return async (c: Context<AppBindings>) => {
    try {
      const { staff } = await staffFromRequest(services, c.req.raw)
      requireAccess(staff, roles)
      const file = await make((await parseBody(c.req.raw, schema, false)) as z.output<S>, staff)
      return c.body(streamOf(file.body), 200, {
        'Content-Type': file.contentType,
        'Content-Disposition': `attachment; filename="${file.fileName}"`,
        'Cache-Control': 'private, no-store',
      })
    } catch (error) {
      if (error instanceof ApiError) return c.json(failure(error), 200)
      throw error
    }
  }
}

export function portfolioExportRoute(services: Services) {
  return fileRoute(services, REPORT_ROLES, reportRangeBody, async (body, staff) => ({
    fileName: `portfolio-${body.from}-${body.to}.csv`,
    contentType: 'text/csv; charset=utf-8',
    body: await portfolioCsv(services.db, staff.companyId, body),
  }))
}

export function creditFileRoute(services: Services) {
  return fileRoute(services, CREDIT_FILE_ROLES, creditFileBody, (body, staff) => creditFile(services.db, body.month, body.sequence ?? 0, { staffId: staff.id, companyId: staff.companyId, now: services.now() }))
}

export function creditFileCorrectionRoute(services: Services) {
  return fileRoute(services, CREDIT_FILE_ROLES, creditFileCorrectionBody, (body, staff) => creditFileCorrection(services.db, body.month, { staffId: staff.id, companyId: staff.companyId, now: services.now() }))
}
