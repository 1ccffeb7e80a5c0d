/** H5: mounts the mini player once, in a React root of its own at the end of the body, so it stays over every page. */
import { createRoot } from 'react-dom/client'
import { FloatingAudio } from './FloatingAudio'

let mounted = false

export function mountFloatingAudio(): void {
  if (mounted) return
  mounted = true
  const host = document.createElement('div')
  host.id = 'wl-floating-audio'
  document.body.appendChild(host)
  createRoot(host).render(<FloatingAudio />)
}
