// A lender's book from the scale bench's generator (bench/scale-data.ts), written into an embedded
// PGlite data folder: what the scorecard fit's test and bench read (docs/scorecard.md).
import { PGlite } from '@electric-sql/pglite'
import { fillScaleData, type ScaleShape } from '../../bench/scale-data'
import { openDatabase, pgliteExtensions } from '../../server/db/client'
import { seedDemoLenders } from '../../server/db/seed'

/** Migrates and seeds the folder (idempotent), then writes every `step`th borrower up to `last` and their loans. */
export async function writeScaleBook(dataDir: string, shape: ScaleShape): Promise<void> {
  const database = await openDatabase({ dataDir })
  try {
    await seedDemoLenders(database.db)
  } finally {
    await database.close()
  }
  const client = new PGlite({ dataDir, extensions: pgliteExtensions })
  try {
    await fillScaleData(
      async (text, params = []) => {
        // PGlite's extended protocol takes one statement: texts of several run as a simple query.
        if (params.length > 0) await client.query(text, params)
        else await client.exec(text)
      },
      shape,
      () => undefined,
    )
  } finally {
    await client.close()
  }
}
