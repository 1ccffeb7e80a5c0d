/**
 * A QR code as an image address, the one interface both platforms draw: qrcode-generator (pure
 * JavaScript, no canvas, no DOM, MIT, typed) makes the matrix and encodes it as a GIF data URL,
 * which the H5 <img> and the mini-program <image> both show. E-codes are digits, so the numeric
 * mode keeps the code small (version 1, 21 × 21 modules, for 12 digits at level M).
 */
import qrcode from 'qrcode-generator'

/** `cellSize` px per module, `margin` px of quiet zone (4 modules is the standard's minimum) */
export function qrDataUrl(text: string, cellSize = 8): string {
  const qr = qrcode(0, 'M')
  qr.addData(text, /^\d+$/.test(text) ? 'Numeric' : 'Byte')
  qr.make()
  return qr.createDataURL(cellSize, cellSize * 4)
}

/** the module matrix (true = dark), for tests and any drawing that is not an image */
export function qrMatrix(text: string): boolean[][] {
  const qr = qrcode(0, 'M')
  qr.addData(text, /^\d+$/.test(text) ? 'Numeric' : 'Byte')
  qr.make()
  const n = qr.getModuleCount()
  return Array.from({ length: n }, (_, r) => Array.from({ length: n }, (_, c) => qr.isDark(r, c)))
}
