/** Types of index.mjs for the server's TypeScript tests (campaign-cli.test.ts). */
export interface OpsContext {
  out?: (line: string) => void
  err?: (line: string) => void
  env?: Record<string, string | undefined>
  /** the miniprogram-ci adapter (upload, preview) */
  ci?: unknown
  /** fetch for the verbs that call a server (campaign) */
  fetch?: (url: string, init?: { method?: string; headers?: Record<string, string>; body?: string }) => Promise<Response>
  /** asks the operator for a line (the texted login code) */
  prompt?: (question: string) => Promise<string>
}
/** runs one command line; answers the exit code */
export declare function main(argv: string[], ctx?: OpsContext): Promise<number>
export declare function usage(): string
