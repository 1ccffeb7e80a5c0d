/** /time body (TIME menu, also drawn by a weapp tab slot): the ways to write and browse, then every published story and moment, newest first. */
import { StoryWaterfall } from './StoryWaterfall'
import { TimeHome } from './TagList'

export function TimeHub() {
  return (
    <>
      <TimeHome />
      <StoryWaterfall />
    </>
  )
}
