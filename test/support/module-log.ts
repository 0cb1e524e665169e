import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'

const REGISTER = fileURLToPath(new URL('./module-log/register.mjs', import.meta.url))

/**
 * The environment that makes a server process started with it write the URL of every module it
 * imports to `file` (ESM imports, which is how the server and its dynamic imports load).
 */
export function moduleLogEnv(file: string): Record<string, string> {
  return { NODE_OPTIONS: [process.env.NODE_OPTIONS, `--import=${REGISTER}`].filter(Boolean).join(' '), MODULE_LOG: file }
}

export async function loadedModules(file: string): Promise<string[]> {
  return (await readFile(file, 'utf8')).split('\n').filter(Boolean)
}

export const moduleLogFile = (dir: string) => join(dir, 'modules.log')
