/** /photo-wall: the pictures of every published story, newest first, three across; a picture opens its story. */
import { PagedList } from '../../kit/paged-list'
import { Picture } from '../../kit/picture'
import { pressable } from '../../kit/theme'
import { navigate } from '../../services/navigate'
import { storyApi } from './api'
import { storyRoute } from './routes'
import './stories.scss'

export function PhotoWall() {
  return (
    <PagedList
      source={storyApi}
      testId="photo-wall"
      className="photo-wall"
      renderItem={(story) =>
        story.imgCover ? (
          <Picture
            className="photo-wall__image"
            src={story.imgCover}
            lazyLoad
            alt={story.title}
            {...pressable(() => navigate(storyRoute(story)), story.title)}
          />
        ) : null
      }
    />
  )
}
