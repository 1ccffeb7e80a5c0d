/** Types of precompress.mjs for the server's TypeScript tests. */
export declare const MIN_BYTES: number
export declare const DONE_FILE: string
export declare function precompress(dir: string): Promise<{ files: number; bytes: number; br: number; gz: number }>
export declare function precompressed(dir: string): boolean
