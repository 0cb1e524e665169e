import { IDENTITY_IMAGE_FIELDS, type IdentityImageField } from '../../../../contract/schemas/accounts'
import type { Db } from '../../../db/client'
import type { FileStorage } from '../../../providers/storage/port'
import { recordAudit } from '../../audit/audit-log'
import { borrowerRow } from '../borrower-row'
import type { StaffActor } from '../staff-actor'

const COLUMN = { frontImage: 'identityFrontKey', backImage: 'identityBackKey', handHoldImage: 'identityHandKey' } as const

export function isIdentityField(s: string): s is IdentityImageField {
  return (IDENTITY_IMAGE_FIELDS as readonly string[]).includes(s)
}

/** One identity photo for a staff member; each view is written to the audit log before it is sent. */
export async function identityPhotoForStaff(db: Db, storage: FileStorage, userId: number, field: IdentityImageField, { staffId, companyId, now }: StaffActor) {
  const user = await borrowerRow(db, userId, companyId)
  const key = user[COLUMN[field]]
  const file = key === null ? null : await storage.get(key)
  if (!file) return null
  await recordAudit(db, { staffId, action: 'view_photo', recordType: 'user', recordId: userId, after: { field }, at: now })
  return file
}
