/** H5: a refused permission is switched on in the browser's site settings, which no page can open. */
import type { PermissionKind } from './index'

export function deniedText(_kind: PermissionKind): 'browser' {
  return 'browser'
}

export function settingsScope(_kind: PermissionKind): string | undefined {
  return undefined
}

export async function openSettings(_kind: PermissionKind): Promise<boolean> {
  return false
}
