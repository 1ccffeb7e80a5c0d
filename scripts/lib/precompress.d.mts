/** Types of precompress.mjs for the server's TypeScript tests. */
export declare const MIN_BYTES: number
export declare function precompress(dir: string): { files: number; bytes: number; br: number; gz: number }
