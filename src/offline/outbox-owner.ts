// Drafts and queued submissions outlive an expired session, so that the same borrower
// sends them after logging in again. Whoever logs in next on this phone must not
// inherit another borrower's: their work, and the copies of their loans, are deleted when
// someone else claims the phone.
import { database } from './on-demand'
import { watchUser } from './user-copy'

export async function claimWork(mobile: string): Promise<void> {
  const db = await database()
  await db.transaction('rw', [db.owner, db.drafts, db.outbox, db.rejected, db.photos, db.loanCopies], async () => {
    const owner = await db.owner.get('owner')
    if (owner?.mobile === mobile) return
    if (owner) await Promise.all([db.drafts.clear(), db.outbox.clear(), db.rejected.clear(), db.photos.clear(), db.loanCopies.clear()])
    await db.owner.put({ key: 'owner', mobile })
  })
}

/** Claims the phone's work for whoever the user copy shows, now and after each login. */
export function claimWorkForSignedIn(): () => void {
  return watchUser((user) => {
    if (user) void claimWork(user.mobile)
  })
}
