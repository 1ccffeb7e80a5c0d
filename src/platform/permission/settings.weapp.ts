/** The mini-program's settings page (wx.openSetting): a switch per scope the visitor was asked for. */
import Taro from '@tarojs/taro'
import type { PermissionKind } from './index'

/**
 * Scopes the settings page shows a switch for. Photos: the camera's (reading the album is the
 * phone's permission for WeChat); the clipboard has none (only the privacy agreement guards it).
 */
const SCOPES: Partial<Record<PermissionKind, string>> = {
  location: 'scope.userLocation',
  microphone: 'scope.record',
  photos: 'scope.camera',
}

export function deniedText(kind: PermissionKind): 'settings' | 'system' {
  return SCOPES[kind] ? 'settings' : 'system'
}

export function settingsScope(kind: PermissionKind): string | undefined {
  return SCOPES[kind]
}

export async function openSettings(kind: PermissionKind): Promise<boolean> {
  const scope = SCOPES[kind]
  if (!scope) return false
  try {
    // allowed from a tap only (base library 2.3.0+): callers run it from a button or a dialog's answer
    const res = await Taro.openSetting()
    return res.authSetting?.[scope as keyof typeof res.authSetting] === true
  } catch {
    return false
  }
}
