/** `--name value` pairs of a command line (npm run backup -- --out copy.tar.gz). */
export function readArgs(argv: string[]): Record<string, string> {
  const args: Record<string, string> = {}
  for (let i = 0; i < argv.length; i++) {
    const name = argv[i]
    if (!name?.startsWith('--')) throw new Error(`unexpected argument ${name}`)
    const value = argv[i + 1]
    if (value === undefined || value.startsWith('--')) args[name.slice(2)] = 'true'
    else {
      args[name.slice(2)] = value
      i++
    }
  }
  return args
}
