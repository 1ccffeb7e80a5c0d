/** The /time hub's links: the ways to write and browse, then the story hubs, each opening its page. */
import { fireEvent, screen } from '@testing-library/react'
import { renderWithI18n } from '../../../tests/setup/render'
import { navigate } from '../../services/navigate'
import { TimeHome } from './TagList'

jest.mock('../../services/navigate', () => ({ navigate: jest.fn() }))

test('the hub links the story pages: the most liked strategies, the works, the tags, the moments', () => {
  renderWithI18n(<TimeHome />)
  for (const [text, url] of [
    ['写故事', '/add-story'],
    ['发现攻略', '/find-strategy'],
    ['作品展', '/show-list'],
    ['故事标签', '/tag-list'],
    ['时光动态', '/time-list'],
  ]) {
    fireEvent.click(screen.getByText(text))
    expect(navigate).toHaveBeenLastCalledWith(url)
  }
})
