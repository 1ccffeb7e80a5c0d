/**
 * Gates for pages and the booking flows (rules-and-contract 5, product-spec 6):
 *
 *   const gate = useAccountGate()
 *   if (!gate.requirePhone()) return            // booking: "Kindly reminder" unless a phone is bound
 *   if (!gate.checkCredit(view, { actionType: 'faithUseStatus', minScore: 60 })) return
 *   if (!(await gate.guardBooking({ actionType, minScore }))) return   // both, fetching the credit view
 *   ...
 *   return <>{page}{gate.element}</>            // render the dialog once per page
 *
 * `openRoute(url, needLogin)` applies the login-needed rule (Chinese sites: prompt only without phone).
 */
import type { i18n as I18n } from 'i18next'
import { useCallback, useState, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import type { CreditView } from '../../core/credit'
import { selectCreditDialog } from '../../core/credit'
import { PhoneGateMessage, phoneGateMessage } from '../../core/login-flow'
import { currentLocation, navigate } from '../../services/navigate'
import { AccountDialog, type DialogButton } from './components/AccountDialog'
import { clientEnv, isChineseSite } from './client-env'
import { gateConfirmAction, needsPhoneGate, routeNeedsLogin, shouldPromptLogin } from './gates'
import { startNativeLogin } from './native-login'
import { useUserStore } from './user-store'

/** "My integrity" (rules-and-contract 5); already there, the button just closes the dialog. */
const CREDIT_ROUTE = '/user-credit'

interface OpenDialog {
  title: string
  content: string
  buttons: DialogButton[]
  testId: string
}

export interface AccountGate {
  /** false (and the "Kindly reminder" dialog opens) when user info is missing or has no phone */
  requirePhone(): boolean
  /** false (and the matching credit dialog opens) when the credit rules block the action */
  checkCredit(view: CreditView | null | undefined, opts?: { actionType?: string; minScore?: number; action?: string }): boolean
  /** navigates, unless the login prompt must show first */
  openRoute(url: string, needLogin?: boolean): void
  /**
   * Before a booking: bound phone (else the phone gate), then the user's credit view
   * (getCreditUserView) against the credit rules. Resolves true when the booking may go on.
   */
  guardBooking(opts?: { actionType?: string; minScore?: number; action?: string }): Promise<boolean>
  element: ReactNode
}

/**
 * The dialogs' texts (namespaces user and account, ~6 KB gzip on H5) load with the first dialog, not
 * with every page that holds a gate (a news item's comments, a place's like). Already loaded (the
 * mini-program has every text in memory): the dialog opens at once.
 */
const GATE_NAMESPACES = ['user', 'account']
function withGateTexts(i18n: I18n, open: () => void) {
  if (GATE_NAMESPACES.every((ns) => i18n.hasLoadedNamespace(ns))) open()
  else void i18n.loadNamespaces(GATE_NAMESPACES).then(open)
}

export function useAccountGate(): AccountGate {
  // the default namespace only: every key below names its own (user:, account:)
  const { t, i18n } = useTranslation()
  const user = useUserStore((s) => s.user)
  const [dialog, setDialog] = useState<OpenDialog | null>(null)
  const close = useCallback(() => setDialog(null), [])

  const showPhoneGate = useCallback(() => {
    const env = clientEnv()
    const action = gateConfirmAction(env)
    withGateTexts(i18n, () =>
      setDialog({
        title: t(PhoneGateMessage.title),
        content: t(phoneGateMessage(env)),
        testId: 'phone-gate',
        buttons: [
          { text: t('user:common.cancel'), testId: 'phone-gate-cancel', onClick: () => setDialog(null) },
          {
            text: t('user:common.confirm'),
            testId: 'phone-gate-confirm',
            primary: true,
            onClick: () => {
              setDialog(null)
              if (action.kind === 'native-login') startNativeLogin()
              else navigate(action.url)
            },
          },
        ],
      }),
    )
  }, [t, i18n])

  const requirePhone = useCallback(() => {
    if (!needsPhoneGate(user)) return true
    showPhoneGate()
    return false
  }, [user, showPhoneGate])

  const checkCredit = useCallback<AccountGate['checkCredit']>(
    (view, opts = {}) => {
      const chosen = selectCreditDialog(view, opts)
      if (!chosen) return true
      withGateTexts(i18n, () => {
        const params = 'params' in chosen ? { ...chosen.params, action: t(chosen.params.action) } : {}
        const gotIt: DialogButton = {
          text: t('account:credit.gotIt'),
          testId: 'credit-got-it',
          primary: true,
          onClick: () => setDialog(null),
        }
        const buttons: DialogButton[] =
          chosen.kind === 'shortLoseCredit'
            ? [
                {
                  text: t('account:credit.myIntegrity'),
                  testId: 'credit-my-integrity',
                  onClick: () => {
                    setDialog(null)
                    if (!currentLocation().startsWith(CREDIT_ROUTE)) navigate(CREDIT_ROUTE)
                  },
                },
                gotIt,
              ]
            : [gotIt]
        setDialog({
          title: t(PhoneGateMessage.title),
          content: t(chosen.messageKey, params),
          buttons,
          testId: `credit-dialog-${chosen.kind}`,
        })
      })
      return false
    },
    [t, i18n],
  )

  const openRoute = useCallback(
    (url: string, needLogin = routeNeedsLogin(url)) => {
      if (shouldPromptLogin({ needLogin, chineseSite: isChineseSite(), user })) showPhoneGate()
      else navigate(url)
    },
    [user, showPhoneGate],
  )

  const guardBooking = useCallback<AccountGate['guardBooking']>(
    async (opts = {}) => {
      if (!requirePhone()) return false
      // imported here: the user-centre calls bring SM4 (sm-crypto), which pages with a gate but no booking do not need
      const { userCentreApi } = await import('./user-centre-api')
      const credit = await userCentreApi.creditView(user!.phone as string)
      return checkCredit(credit.ok ? credit.data : undefined, opts)
    },
    [requirePhone, checkCredit, user],
  )

  const element = dialog ? (
    <AccountDialog visible title={dialog.title} content={dialog.content} buttons={dialog.buttons} onClose={close} testId={dialog.testId} />
  ) : null

  return { requirePhone, checkCredit, openRoute, guardBooking, element }
}
