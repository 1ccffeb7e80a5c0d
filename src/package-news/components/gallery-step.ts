/** the picture after previous / next in a gallery of `length`: wraps around, so the last leads back to the first */
export function galleryStep(index: number, step: 1 | -1, length: number): number {
  if (length <= 0) return 0
  return (index + step + length) % length
}
