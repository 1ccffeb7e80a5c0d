// Types for the platform files settings.h5.ts / settings.weapp.ts (Taro picks one at build time).
import type { PermissionKind } from './index'
/** the text for a refused `kind` (privacy:refused.<text>): where the visitor switches it on */
export declare function deniedText(kind: PermissionKind): 'settings' | 'browser' | 'system'
/** the settings switch that turns `kind` on, when this platform has one code can open */
export declare function settingsScope(kind: PermissionKind): string | undefined
/** opens the settings page; answers whether `kind` is allowed afterwards */
export declare function openSettings(kind: PermissionKind): Promise<boolean>
