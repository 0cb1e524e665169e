/** The phone has no room left for what the borrower is saving; the form keeps its input. */
export class StorageFullError extends Error {
  constructor() {
    super('storage full')
    this.name = 'StorageFullError'
  }
}

/** Dexie reports a full disk directly, or as the inner error of an aborted transaction. */
function isQuotaError(error: unknown): boolean {
  const named = (e: unknown) => typeof e === 'object' && e !== null && 'name' in e && e.name === 'QuotaExceededError'
  return named(error) || (typeof error === 'object' && error !== null && 'inner' in error && named(error.inner))
}

/** Runs a write, turning a full disk into StorageFullError. */
export async function writing<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write()
  } catch (error) {
    throw isQuotaError(error) ? new StorageFullError() : error
  }
}
