/**
 * The site's route products (rules-and-contract 7 "Route booking"), shown under the appointment query
 * block: picture, name, price and the button of product-spec 4 (src/core/booking/appointments.ts
 * routeButton: book; before an activity sale's window remind or reminded; after it ended). Book
 * leaves for the route platform through the leave-to-third-party dialog (with a one-time code, not the token); remind sets the reminder
 * (setOpenAndClose, code 1: "set reminder succeeded", else the server's msg); a product's notes
 * (reservation notes, included, excluded, considerations) open under it.
 */
import { Text, View } from '@tarojs/components'
import { Button } from '@nutui/nutui-react-taro'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { routeButton } from '@/core/booking/appointments'
import { useMenuOpener } from '@/components/MenuOpener'
import { readToken } from '@/features/account'
import { appointmentApi, routeLink, type RouteNotes, type RouteProduct } from '@/features/booking'
import { toast, toastFailure, useLoad, Picture } from '@/kit'
import { pressable } from '@/kit/theme'
import { currentLocation, navigate } from '@/services/navigate'
import * as routes from '@/core/route-paths'
import { buildQuery } from '@/core/routes'
import './route-products.scss'

export function RouteProducts({ resourceCode }: { resourceCode?: string | number }) {
  const { t } = useTranslation(['appointment', 'common'])
  const sysCode = __SITE__.siteCode
  const products = useLoad(() => appointmentApi.routes({ sysCode, resourceCode }), { key: `${sysCode}-${resourceCode ?? ''}` })
  const [notes, setNotes] = useState<Record<string, RouteNotes>>({})
  const { open, dialog } = useMenuOpener()
  const list = products.data?.productListVO ?? []
  if (list.length === 0) return null

  // the route platform's booking page: the line and, when logged in, a one-time code naming the
  // visitor (never our login token: features/booking routeLink)
  const book = async (p: RouteProduct) => {
    const link = await routeLink(p.url, p.sn)
    if (!link.ok) return toastFailure(link, t('common:requestFailed'))
    open({ id: p.id, name: p.name, menuCode: '', jumpType: 2, externalLink: link.data })
  }
  const remind = async (p: RouteProduct) => {
    // a reminder is the visitor's own: log in first, then back here
    if (!readToken()) return navigate(`${routes.login()}${buildQuery({ redirect: currentLocation() })}`)
    const res = await appointmentApi.remind(p.id)
    if (!res.ok) return toastFailure(res, t('common:requestFailed'))
    toast(t('appointment:route.reminded'))
    void products.reload()
  }
  const toggleNotes = async (p: RouteProduct) => {
    if (notes[p.sn]) return setNotes(({ [p.sn]: _, ...rest }) => rest)
    const res = await appointmentApi.routeNotes(p.sn, sysCode)
    if (!res.ok) return toastFailure(res, t('common:requestFailed'))
    setNotes((n) => ({ ...n, [p.sn]: res.data }))
  }

  return (
    <View className="route-products" data-testid="route-products">
      <Text className="route-products__title">{t('appointment:route.title')}</Text>
      {list.map((p) => {
        const button = routeButton(p, p.currentDate || Date.now())
        const shown = notes[p.sn]
        return (
          <View key={p.id} className="route-product" data-testid={`route-${p.sn}`} data-button={button}>
            <View className="route-product__main">
              <Picture className="route-product__image" src={p.thumbImageUrl} />
              <View className="route-product__body">
                <Text className="route-product__name">{p.name}</Text>
                <Text className="route-product__price">{t('appointment:route.price', { price: p.price })}</Text>
                <Text className="route-product__notes-link" data-testid={`route-notes-${p.sn}`} {...pressable(() => toggleNotes(p))}>
                  {t(shown ? 'appointment:route.hideNotes' : 'appointment:route.notes')}
                </Text>
              </View>
              <Button
                size="small"
                type={button === 'book' || button === 'remind' ? 'primary' : 'default'}
                disabled={button === 'reminded' || button === 'ended'}
                data-testid={`route-button-${p.sn}`}
                onClick={() => (button === 'book' ? book(p) : button === 'remind' ? remind(p) : undefined)}
              >
                {t(`appointment:route.button.${button}`)}
              </Button>
            </View>
            {shown && (
              <View className="route-product__notes" data-testid={`route-notes-text-${p.sn}`}>
                {(['reservationNotes', 'included', 'exclude', 'considerations'] as const).map((k) =>
                  shown[k] ? (
                    <Text key={k} className="route-product__note">
                      {`${t(`appointment:route.${k}`)}: ${shown[k]}`}
                    </Text>
                  ) : null,
                )}
              </View>
            )}
          </View>
        )
      })}
      {dialog}
    </View>
  )
}
