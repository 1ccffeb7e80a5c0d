/**
 * The page body of rows a user owns (addresses, contacts): the paged list, each row with edit and
 * delete, and the add button below; back from the edit page the list loads again.
 * Test ids: `<prefix>-<id>` rows, `<prefix>-edit-<id>`, `<prefix>-delete-<id>`, `<prefix>-add`.
 */
import { View } from '@tarojs/components'
import { Button } from '@nutui/nutui-react-taro'
import type { ReactNode } from 'react'
import { navigate } from '../../services/navigate'
import { PagedList } from '../paged-list'
import type { Id, ResourceApi } from '../resource-api'
import { Row } from '../row'
import { RowActions } from '../row-actions'
import './owned-list.scss'

export interface OwnedListProps<Item extends { id: Id }> {
  source: Pick<ResourceApi<Item, unknown, object, unknown>, 'variant' | 'list' | 'remove'>
  /** the edit route of a row; without an id, of a new one */
  editRoute: (id?: Id) => string
  testIdPrefix: string
  /** translated text of the add button */
  addText: string
  title: (item: Item) => ReactNode
  description?: (item: Item) => ReactNode
}

export function OwnedList<Item extends { id: Id }>({ source, editRoute, testIdPrefix, addText, title, description }: OwnedListProps<Item>) {
  return (
    <View className="wl-owned-list">
      <PagedList
        source={source}
        reloadOnShow
        renderItem={(item, list) => (
          <Row
            testId={`${testIdPrefix}-${item.id}`}
            title={title(item)}
            description={description?.(item)}
            extra={
              <RowActions
                testIdPrefix={testIdPrefix}
                id={item.id}
                editRoute={editRoute(item.id)}
                remove={() => source.remove(item.id)}
                onRemoved={list.reload}
              />
            }
          />
        )}
      />
      <View className="wl-owned-list__add">
        <Button data-testid={`${testIdPrefix}-add`} type="primary" block onClick={() => navigate(editRoute())}>
          {addText}
        </Button>
      </View>
    </View>
  )
}
