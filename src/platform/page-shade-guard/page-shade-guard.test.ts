/** The current page loses a late shade; other pages keep theirs. */
import { installPageShadeGuard, SHADE } from '.'

const mockPath = jest.fn()
jest.mock('@tarojs/taro', () => ({ getCurrentInstance: () => ({ page: { path: mockPath() } }) }))

const flush = () => new Promise((r) => setTimeout(r, 0))

test('a shade added to the page on screen is taken off; a shade on a page behind it stays', async () => {
  document.body.innerHTML =
    '<div class="taro_page" id="/scenic-list?stamp=AB"></div><div class="taro_page" id="/scenic-detail/7?stamp=AC"></div>'
  const [list, detail] = Array.from(document.querySelectorAll('.taro_page'))
  mockPath.mockReturnValue('/scenic-detail/7?stamp=AC')
  const observer = installPageShadeGuard()
  detail.classList.add(SHADE)
  list.classList.add(SHADE)
  await flush()
  expect(detail.classList.contains(SHADE)).toBe(false)
  expect(list.classList.contains(SHADE)).toBe(true)
  // going forward: the list is current again only once Taro says so
  mockPath.mockReturnValue('/scenic-list?stamp=AB')
  detail.classList.add(SHADE)
  await flush()
  expect(detail.classList.contains(SHADE)).toBe(true)
  observer.disconnect()
})
