/**
 * QR / bar code scanning. Mini-program: the camera scanner. WeChat browser: the JS-SDK scanner
 * when configured. Any other browser: an 'unsupported' result (no camera scanner of our own).
 */
export type ScanResult = { ok: true; text: string } | { ok: false; reason: 'unsupported' | 'cancelled' | 'failed'; messageKey: string }

export interface ScanAdapter {
  scan(): Promise<ScanResult>
}

export const SCAN_UNSUPPORTED_KEY = 'common:scanUnsupported'
export const SCAN_FAILED_KEY = 'common:scanFailed'

/** WeChat answers bar codes as "EAN_13,6901234567892": keep the code only. */
export function stripCodeFormat(result: string): string {
  const match = /^[A-Z][A-Z0-9_]*,(.*)$/s.exec(result)
  return match ? match[1] : result
}

export { scan } from './scan'
