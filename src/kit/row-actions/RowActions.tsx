/**
 * The edit / delete buttons of an owned row (addresses, contacts, collections): edit opens the
 * row's edit route, delete asks, removes, toasts and tells the list to reload (confirmRemove).
 * Test ids: `<prefix>-edit-<id>`, `<prefix>-delete-<id>`.
 */
import { View } from '@tarojs/components'
import { Button } from '@nutui/nutui-react-taro'
import { useTranslation } from 'react-i18next'
import { navigate } from '../../services/navigate'
import { confirmRemove } from '../confirm-remove'
import type { Id } from '../resource-api'
import type { Result } from '../result'
import './row-actions.scss'

export interface RowActionsProps {
  testIdPrefix: string
  id: Id
  /** the edit route of the row; no edit button without it */
  editRoute?: string
  remove: () => Promise<Result<unknown>>
  onRemoved: () => void
  /** ask before deleting (default true) */
  ask?: boolean
}

export function RowActions({ testIdPrefix, id, editRoute, remove, onRemoved, ask = true }: RowActionsProps) {
  const { t } = useTranslation('common')
  const onDelete = async (e?: { stopPropagation?: () => void }) => {
    e?.stopPropagation?.() // the row itself may open something
    if (await confirmRemove(remove, { ask })) onRemoved()
  }
  return (
    <View className="wl-row-actions">
      {editRoute && (
        <Button size="small" data-testid={`${testIdPrefix}-edit-${id}`} onClick={() => navigate(editRoute)}>
          {t('edit')}
        </Button>
      )}
      <Button size="small" data-testid={`${testIdPrefix}-delete-${id}`} onClick={onDelete}>
        {t('delete')}
      </Button>
    </View>
  )
}
