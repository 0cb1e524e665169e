import { lingui } from '@lingui/vite-plugin'
import react from '@vitejs/plugin-react'
import { defineConfig } from 'vitest/config'

const serverProject = (name: string, db: 'pglite' | 'postgres') => ({
  extends: true as const,
  test: {
    name,
    include: ['test/server/**/*.test.ts'],
    env: { TEST_DB: db },
    globalSetup: ['test/support/database-snapshot-setup.ts'],
    // One worker process runs the files one after another and keeps the server's modules loaded:
    // re-importing them for each file cost more than many files' own tests. Each file still makes
    // its own app and database (startTestApp), and nothing in server/ keeps state in a module
    // that a test changes.
    isolate: false,
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
})

export default defineConfig({
  plugins: [react({ babel: { plugins: ['@lingui/babel-plugin-lingui-macro'] } }), lingui()],
  test: {
    // Both cores: vitest's default leaves one for itself, and on CI's two-core machine that ran
    // every file one after another while each waited on a browser, a server process or PostgreSQL.
    maxWorkers: 2,
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['test/unit/**/*.test.{ts,tsx}'],
          setupFiles: ['test/unit/setup.ts'],
          globalSetup: ['test/support/database-snapshot-setup.ts'],
          // A few unit tests start the real server on PGlite (a few seconds under load).
          hookTimeout: 60_000,
          testTimeout: 30_000,
        },
      },
      serverProject('server', 'pglite'),
      // The same server tests again on PostgreSQL when one is given (.ci/run starts one).
      ...(process.env.DATABASE_URL ? [serverProject('server-pg', 'postgres')] : []),
      {
        extends: true,
        test: {
          // npm run test:cluster only (not in npm test): starts the replicated cluster and kills
          // its parts (docs/operations.md). One file at a time: they share the cluster's ports.
          name: 'cluster',
          include: ['test/cluster/**/*.test.ts'],
          testTimeout: 240_000,
          hookTimeout: 300_000,
          fileParallelism: false,
        },
      },
      {
        extends: true,
        test: {
          name: 'e2e',
          include: ['test/e2e/**/*.test.ts'],
          globalSetup: ['test/support/built-app-setup.ts', 'test/support/database-snapshot-setup.ts'],
          // expect.poll waits for a page or the server to reach a state; its default 1 s deadline is
          // shorter than one render or round trip on a loaded 2-core machine. It returns as soon as
          // the state is reached, so only a real failure waits the whole 15 s.
          expect: { poll: { timeout: 15_000 } },
          testTimeout: 120_000,
          hookTimeout: 120_000,
          // Two files at once: each has its own server process, database folder and Chromium.
        },
      },
    ],
  },
})
