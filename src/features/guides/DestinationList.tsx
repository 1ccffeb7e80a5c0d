/**
 * /destination body: every destination of the site's region → /destination-city/{region}/{siteId}.
 * Its own file, apart from the other destination views, because a weapp tab slot draws it too
 * (DESTINATION menu) and what a slot imports ships in the main package.
 */
import { View } from '@tarojs/components'
import * as routes from '../../core/route-paths'
import { PagedList } from '../../kit/paged-list'
import { navigate } from '../../services/navigate'
import { destinationApi } from './api'
import { PictureCard } from './components/PictureCard'
import './guides-hub.scss'

export function DestinationList() {
  return (
    <View className="guides-page" data-testid="destination-list">
      <PagedList
        source={destinationApi}
        className="guides-list"
        renderItem={(d) => (
          <PictureCard
            testId={`destination-${d.id}`}
            cover={d.cover}
            title={d.name}
            lines={[d.summary]}
            onOpen={() => navigate(routes.destinationCity(d.regionCode, String(__SITE__.siteCode)))}
          />
        )}
      />
    </View>
  )
}
