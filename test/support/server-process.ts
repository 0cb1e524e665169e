import { type ChildProcess, spawn } from 'node:child_process'
import { request } from 'node:http'
import { createServer } from 'node:net'

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer()
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const address = server.address()
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))))
    })
  })
}

/** Node's own HTTP client: the probe works the same in a test with a browser-like global fetch. */
function answers(url: string): Promise<boolean> {
  return new Promise((resolve) => {
    const req = request(url, (res) => {
      res.resume()
      resolve(res.statusCode === 200)
    })
    req.on('error', () => resolve(false))
    req.end()
  })
}

/**
 * This process's environment without DATABASE_URL and NODE_ENV: a server started here uses its
 * own PGlite folder unless the caller names a database (CI sets DATABASE_URL for the PostgreSQL
 * server tests, and it must not leak into every other server), and runs with its sandbox as
 * `npm start` does unless the caller names a mode (a Vite build in the same process, as the bench
 * makes, sets NODE_ENV=production, which refuses the sandbox).
 */
export function inheritedEnv(): NodeJS.ProcessEnv {
  const { DATABASE_URL, NODE_ENV, ...rest } = process.env
  return rest
}

export type ServerProcess = { url: string; pid: number | undefined; stop: () => Promise<void>; output: () => string }

/**
 * Starts `server/main.ts` as its own process, as `npm start` does (or, given `entry`, a built
 * server as production runs it: `node dist-server/main.js`), and waits until it answers.
 */
export async function startServerProcess(env: Record<string, string>, entry?: string): Promise<ServerProcess> {
  const port = await freePort()
  const child: ChildProcess = spawn(process.execPath, entry ? [entry] : ['--import', 'tsx', 'server/main.ts'], {
    env: { ...inheritedEnv(), PORT: String(port), HOST: '127.0.0.1', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  child.stdout?.on('data', (chunk) => {
    output += chunk
  })
  child.stderr?.on('data', (chunk) => {
    output += chunk
  })
  let stopping = false
  // A server that dies under a test leaves only ECONNRESET in the test's failure: its last words go to stderr.
  child.once('exit', (code, signal) => {
    if (!stopping) process.stderr.write(`server on port ${port} exited (${code ?? signal}); its last output:\n${output.slice(-6000)}\n`)
  })
  const url = `http://127.0.0.1:${port}`
  const deadline = Date.now() + 90_000
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited early:\n${output}`)
    if (await answers(`${url}/healthz`)) break
    await new Promise((r) => setTimeout(r, 200))
  }
  if (Date.now() >= deadline) throw new Error(`server did not start:\n${output}`)
  return {
    url,
    pid: child.pid,
    output: () => output,
    stop: () =>
      new Promise((resolve) => {
        stopping = true
        if (child.exitCode !== null) return resolve()
        child.once('exit', () => resolve())
        child.kill('SIGTERM')
      }),
  }
}

export async function post(base: string, path: string, body: unknown, token?: string) {
  const headers: Record<string, string> = { 'content-type': 'application/json' }
  if (token) headers.authorization = token
  const response = await fetch(`${base}/jackey${path}`, { method: 'POST', headers, body: JSON.stringify(body) })
  return (await response.json()) as { code: number; msg: string; data: never }
}

/** Registers a borrower through the sandbox API, as the register screen would; returns the login token. */
export async function registerBorrower(base: string, mobile: string, password = 'correct horse 1'): Promise<string> {
  const demo = { companyId: 1, appId: 1, platform: 'h5' }
  const sent = await post(base, '/sms/register', { mobile, ...demo })
  if (sent.code !== 0) throw new Error(`sms/register answered ${sent.code}`)
  const { data } = await post(base, '/sandbox/sms/last', { mobile })
  const registered = await post(base, '/user/register', { mobile, password, smsCode: (data as { code: string }).code, ...demo })
  if (registered.code !== 0) throw new Error(`user/register answered ${registered.code}`)
  return (registered.data as { token: string }).token
}
