/** H5: a React root of its own at the end of the body, one per id, for what stays over every page (mini player, video pop-up). */
import { createRoot, type Root } from 'react-dom/client'

const roots = new Map<string, Root>()

export function ownRoot(id: string): Root {
  let root = roots.get(id)
  if (!root) {
    const host = document.createElement('div')
    host.id = id
    document.body.appendChild(host)
    root = createRoot(host)
    roots.set(id, root)
  }
  return root
}
