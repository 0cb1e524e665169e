// No two files import each other, directly or round a ring (issue 39): a circle makes load order
// matter, hides which module owns a type, and is where a "small" move starts touching everything.
// dpdm reads the imports as TypeScript does, type-only ones included, dynamic ones too.
import { parseCircular, parseDependencyTree } from 'dpdm'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'

const ROOT = fileURLToPath(new URL('../..', import.meta.url))
const ROOMS = ['server', 'contract', 'src', 'backoffice', 'scripts', 'bench', 'test']

describe('imports', () => {
  it('form no circle anywhere in the code or its tests', async () => {
    const tree = await parseDependencyTree(
      ROOMS.flatMap((room) => [`${room}/**/*.ts`, `${room}/**/*.tsx`]),
      { cwd: ROOT, context: ROOT, tsconfig: `${ROOT}tsconfig.json`, transform: false, skipDynamicImports: false, exclude: /node_modules|\.gen\.ts$/ },
    )
    expect(Object.keys(tree).length).toBeGreaterThan(900)
    expect(parseCircular(tree)).toEqual([])
  }, 120_000)
})
