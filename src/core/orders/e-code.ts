/**
 * E-codes (/user-code, /write-off): each order to be used has 12 random digits, shown as a QR code
 * and as digits in groups of four; staff type them (spaces allowed) or scan the QR code, which
 * holds the same 12 digits.
 */
export const E_CODE_LENGTH = 12

/** the digits of what staff typed or scanned, or null when it is not an e-code */
export function normalizeECode(input: string): string | null {
  const digits = input.replace(/[\s-]/g, '')
  return new RegExp(`^\\d{${E_CODE_LENGTH}}$`).test(digits) ? digits : null
}

/** 1234 5678 9012 */
export const formatECode = (code: string) => code.replace(/(\d{4})(?=\d)/g, '$1 ')
