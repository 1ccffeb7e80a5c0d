/** H5: mounts the mini player once, in a React root of its own at the end of the body, so it stays over every page. */
import { ownRoot } from '../own-root.h5'
import { FloatingAudio } from './FloatingAudio'

let mounted = false

export function mountFloatingAudio(): void {
  if (mounted) return
  mounted = true
  ownRoot('wl-floating-audio').render(<FloatingAudio />)
}
