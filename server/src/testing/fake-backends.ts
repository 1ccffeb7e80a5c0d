/**
 * Backends that stop answering, for the tests of bounded waits (issue 23, finding 4):
 * - `silentServer()`: accepts TCP connections and never sends a byte (a frozen PostgreSQL);
 * - `fakeRedis()`: answers like Redis (enough for ioredis: INFO, CLIENT, SUBSCRIBE, PUBLISH, PING)
 *   until `silence()`, then reads everything and answers nothing (a Redis that hangs once in use);
 * - `freezableProxy(port)`: forwards to a real server until `freeze()`, then holds every byte.
 */
import net from 'node:net'

export interface FakeBackend {
  port: number
  close(): Promise<void>
}

function listen(server: net.Server, sockets: Set<net.Socket>): Promise<FakeBackend> {
  server.on('connection', (socket) => {
    sockets.add(socket)
    socket.on('error', () => {})
    socket.on('close', () => sockets.delete(socket))
  })
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () =>
      resolve({
        port: (server.address() as net.AddressInfo).port,
        close: () =>
          new Promise<void>((done) => {
            sockets.forEach((s) => s.destroy())
            server.close(() => done())
          }),
      }),
    ),
  )
}

export function silentServer(): Promise<FakeBackend> {
  return listen(net.createServer(), new Set())
}

/** RESP commands in a buffer: arrays of bulk strings, as clients send them */
function* commands(buffer: { data: string }): Generator<string[]> {
  for (;;) {
    const m = /^\*(\d+)\r\n/.exec(buffer.data)
    if (!m) return
    let at = m[0].length
    const args: string[] = []
    for (let i = 0; i < Number(m[1]); i++) {
      const len = /^\$(\d+)\r\n/.exec(buffer.data.slice(at))
      if (!len || buffer.data.length < at + len[0].length + Number(len[1]) + 2) return
      at += len[0].length
      args.push(buffer.data.slice(at, at + Number(len[1])))
      at += Number(len[1]) + 2
    }
    buffer.data = buffer.data.slice(at)
    yield args
  }
}

const bulk = (s: string) => `$${Buffer.byteLength(s)}\r\n${s}\r\n`

function reply([name = '', ...args]: string[]): string {
  switch (name.toUpperCase()) {
    case 'INFO':
      return bulk('# Server\r\nredis_version:7.2.0\r\nloading:0\r\n')
    case 'SUBSCRIBE':
      return args.map((channel, i) => `*3\r\n${bulk('subscribe')}${bulk(channel)}:${i + 1}\r\n`).join('')
    case 'PUBLISH':
      return ':0\r\n'
    case 'PING':
      return '+PONG\r\n'
    default:
      return '+OK\r\n'
  }
}

export async function fakeRedis(): Promise<FakeBackend & { silence(): void }> {
  let silent = false
  const server = net.createServer((socket) => {
    const buffer = { data: '' }
    socket.on('data', (chunk) => {
      buffer.data += String(chunk)
      for (const command of commands(buffer)) if (!silent) socket.write(reply(command))
    })
  })
  return { ...(await listen(server, new Set())), silence: () => (silent = true) }
}

export async function freezableProxy(targetPort: number, targetHost = '127.0.0.1'): Promise<FakeBackend & { freeze(): void }> {
  let frozen = false
  const server = net.createServer((client) => {
    // a frozen backend still accepts connections, and answers nothing
    if (frozen) return
    const upstream = net.connect(targetPort, targetHost)
    upstream.on('error', () => client.destroy())
    client.on('error', () => upstream.destroy())
    client.on('close', () => upstream.destroy())
    upstream.on('close', () => client.destroy())
    client.on('data', (d) => frozen || upstream.write(d))
    upstream.on('data', (d) => frozen || client.write(d))
  })
  return { ...(await listen(server, new Set())), freeze: () => (frozen = true) }
}
