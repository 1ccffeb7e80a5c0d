/**
 * The real server (`node --import tsx server/src/index.ts`) as a child process on a free port, for
 * tests of what only a process shows: a kill, a signal, a restart on the same data.
 */
import { spawn, type ChildProcess } from 'node:child_process'
import net from 'node:net'
import { after } from 'node:test'
import { fileURLToPath } from 'node:url'

const ROOT = fileURLToPath(new URL('../../..', import.meta.url))

export interface ServerProcess {
  origin: string
  child: ChildProcess
  /** everything the process wrote so far (stdout and stderr) */
  output(): string
  /** sends the signal and resolves with the exit code (null when the signal ended it) */
  stop(signal: NodeJS.Signals): Promise<number | null>
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer()
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo
      server.close(() => resolve(port))
    })
  })
}

const running = new Set<ChildProcess>()
let cleanupRegistered = false

/** starts the server with `env` over the test's environment; resolves once /api/health/live answers */
export async function startServerProcess(env: Record<string, string>, { startTimeoutMs = 60_000 } = {}): Promise<ServerProcess> {
  if (!cleanupRegistered) {
    cleanupRegistered = true
    // never leave a server behind, whatever ends the test file
    after(() => running.forEach((child) => child.kill('SIGKILL')))
    process.once('exit', () => running.forEach((child) => child.kill('SIGKILL')))
  }
  const port = await freePort()
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/src/index.ts'], {
    cwd: ROOT,
    env: { ...process.env, NODE_ENV: 'development', LOG_LEVEL: 'warn', HOST: '127.0.0.1', ...env, PORT: String(port) },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  running.add(child)
  const exited = new Promise<number | null>((resolve) =>
    child.once('exit', (code) => {
      running.delete(child)
      resolve(code)
    }),
  )
  let output = ''
  child.stdout!.on('data', (d) => (output += String(d)))
  child.stderr!.on('data', (d) => (output += String(d)))
  const origin = `http://127.0.0.1:${port}`
  const until = Date.now() + startTimeoutMs
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}:\n${output}`)
    const up = await fetch(`${origin}/api/health/live`).then(
      (r) => r.ok,
      () => false,
    )
    if (up) break
    if (Date.now() > until) {
      child.kill('SIGKILL')
      throw new Error(`server did not start in ${startTimeoutMs} ms:\n${output}`)
    }
    await new Promise((r) => setTimeout(r, 100))
  }
  return {
    origin,
    child,
    output: () => output,
    stop: (signal) => {
      child.kill(signal)
      return exited
    },
  }
}
