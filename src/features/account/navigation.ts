/** Where account pages go after a login, and page titles through i18next. */
import Taro, { useRouter } from '@tarojs/taro'
import { useEffect } from 'react'
import { useTranslation } from 'react-i18next'
import type { CloudUserInfo } from '../../../types/contract'
import { navigate } from '../../services/navigate'
import { saveLogin } from './session'

/** In-app paths only: a `redirect` query must never send the user to another site. */
export function safeRedirect(value: string | undefined): string | undefined {
  return value && value.startsWith('/') && !value.startsWith('//') ? value : undefined
}

/** Saves the login (step 5) and returns to where the user came from, else the user centre. */
export function finishLogin(user: CloudUserInfo, redirect?: string) {
  saveLogin(user)
  const target = safeRedirect(redirect)
  if (target) navigate(target, 'replace')
  else if (Taro.getCurrentPages().length > 1) Taro.navigateBack()
  else navigate('/user', 'relaunch')
}

/** Sets the navigation bar title to a translated key (page configs are static, titles are not). */
export function usePageTitle(key: string, params?: Record<string, unknown>) {
  const { t, i18n } = useTranslation('user')
  const title = t(key, params)
  useEffect(() => {
    Taro.setNavigationBarTitle({ title })
    if (process.env.TARO_ENV === 'h5' && typeof document !== 'undefined') document.title = title
  }, [title, i18n.language])
}

/** Route parameters and query of the current page (H5 customRoutes and weapp query alike). */
export function usePageParams(): Record<string, string> {
  const router = useRouter()
  return (router.params || {}) as Record<string, string>
}
