/**
 * A refused permission, handled once for every capability (location, photos, microphone,
 * clipboard): what kind of refusal an error is (`refusalOf`), the sentence that says why the
 * feature is off and how to allow it (`refusalText`), and the dialog that says it and, where the
 * platform has a settings page for it, opens it (`explainRefusal`). Adapters classify their
 * failures with refusalOf; pages that keep working without the permission (a map without the
 * visitor's position, a complaint without voice) show the sentence in place (src/kit/permission-notice).
 *
 * Refusals:
 * - `privacy`: the visitor refused WeChat's privacy agreement (src/platform/privacy): asked again
 *   the next time the feature is used;
 * - `denied`: the permission was refused: weapp wx.openSetting (the mini-program's settings page)
 *   when it has a switch for it, H5 the browser's site settings (no code can open those);
 * - `system`: the phone does not let WeChat use it (the phone's own settings).
 */
import Taro from '@tarojs/taro'
import { i18n } from '../../i18n/instance'
import { deniedText, openSettings, settingsScope } from './settings'

export type Refusal = 'privacy' | 'denied' | 'system'
export type PermissionKind = 'location' | 'photos' | 'microphone' | 'clipboard'

/** namespace of the refusal texts: loaded before translating outside React */
const NS = 'privacy'

function messageOf(error: unknown): string {
  if (!error || typeof error !== 'object') return String(error ?? '')
  const e = error as { errMsg?: unknown; message?: unknown; name?: unknown }
  return [e.errMsg, e.message, e.name].filter((v) => typeof v === 'string').join(' ')
}

/** The refusal an adapter's error stands for; undefined for anything else (cancelled, failed). */
export function refusalOf(error: unknown): Refusal | undefined {
  const text = messageOf(error)
  // WeChat: "<api>:fail privacy permission is not authorized" after the agreement was refused
  if (/privacy/i.test(text)) return 'privacy'
  if (/system permission/i.test(text)) return 'system'
  // weapp "auth deny" / "auth denied" / "authorize no response"; H5 NotAllowedError, SecurityError
  if (/auth den|authorize|permission denied|not ?allowed|securityerror/i.test(text)) return 'denied'
  return undefined
}

/** The visitor can turn this permission on from here: a settings page with its switch. */
export function canOpenSettings(kind: PermissionKind, refusal: Refusal): boolean {
  return refusal === 'denied' && settingsScope(kind) !== undefined
}

/** Why `kind` is off and how to allow it, in the interface language. */
export function refusalText(kind: PermissionKind, refusal: Refusal): string {
  const what = i18n.t(`${NS}:what.${kind}`)
  return i18n.t(`${NS}:refused.${refusal === 'denied' ? deniedText(kind) : refusal}`, { what })
}

/**
 * Tells the visitor why `kind` is off and how to allow it (a dialog); where a settings page can
 * turn it on, the dialog's button opens it. Answers whether the permission is on now.
 */
export async function explainRefusal(kind: PermissionKind, refusal: Refusal): Promise<boolean> {
  await i18n.loadNamespaces(NS)
  const settings = canOpenSettings(kind, refusal)
  let confirmed = false
  try {
    const res = await Taro.showModal({
      title: i18n.t(`${NS}:refused.title`),
      content: refusalText(kind, refusal),
      showCancel: settings,
      confirmText: i18n.t(settings ? `${NS}:openSettings` : `${NS}:understood`),
      cancelText: i18n.t(`${NS}:notNow`),
    })
    confirmed = !!res.confirm
  } catch {
    return false
  }
  return settings && confirmed ? openSettings(kind) : false
}

export { openSettings }
