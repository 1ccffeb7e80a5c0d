/**
 * THE button of an activity (src/core/activities/rules.ts activityButton): book or sign up opens
 * /activity-order/{id} (login first, the menus' rule), a volunteer mode its /volunteer-desc/{id} (sign-up as a volunteer), OTHER its
 * link behind the leave-the-app disclaimer; not open yet, closed, full, ended and view only are
 * shown disabled with their words (and the sign-up start when not open yet).
 */
import { Button, Text, View } from '@tarojs/components'
import { useTranslation } from 'react-i18next'
import { useAccountGate } from '@/features/account'
import { useMenuOpener } from '../../../components/MenuOpener'
import type { ActivityItem } from '../../../core/activities/contract'
import { activityButton } from '../../../core/activities/rules'
import * as routes from '../../../core/route-paths'
import { momentText } from '../text'
import '../activities.scss'

export function ActivityAction({ item, now = Date.now() }: { item: ActivityItem; now?: number }) {
  const { t } = useTranslation('activity')
  const gate = useAccountGate()
  const { open, dialog } = useMenuOpener()
  const button = activityButton(
    {
      method: item.method,
      startTime: Date.parse(item.startTime),
      endTime: Date.parse(item.endTime),
      signStartTime: Date.parse(item.signStartTime),
      signEndTime: Date.parse(item.signEndTime),
      stock: item.stock,
      jumpUrl: item.jumpUrl,
    },
    now,
  )
  const press = () => {
    if (!button.enabled) return
    if (button.kind === 'book' || button.kind === 'signUp') return gate.openRoute(routes.activityOrder(item.id), true)
    if (button.kind === 'volunteer') return gate.openRoute(routes.volunteerDesc(item.id), true)
    if (button.kind === 'external') open({ id: 0, name: item.name, menuCode: '', jumpType: 2, externalLink: item.jumpUrl })
  }
  return (
    <View className="activity-action" data-testid="activity-action" data-kind={button.kind}>
      {button.kind === 'notOpen' && (
        <Text className="activity-action__hint">{t('signOpensAt', { time: momentText(item.signStartTime) })}</Text>
      )}
      <Button
        className={`activity-action__button${button.enabled ? '' : ' is-off'}`}
        disabled={!button.enabled}
        aria-disabled={!button.enabled}
        data-testid="activity-button"
        onClick={press}
      >
        {t(`button.${button.kind}`)}
      </Button>
      {gate.element}
      {dialog}
    </View>
  )
}
