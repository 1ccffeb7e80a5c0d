/** Page elements Taro adds become focusable (keyboard scrolling); other elements are left alone. */
import { installPageScrollFocus } from '.'

const flush = () => new Promise((r) => setTimeout(r, 0))

test('a page present at install and a page added later get tabindex 0; a non-page element none', async () => {
  document.body.innerHTML = '<div id="app"><div class="taro_page" id="/index?stamp=AA"></div></div>'
  const observer = installPageScrollFocus()
  expect(document.getElementById('/index?stamp=AA')!.getAttribute('tabindex')).toBe('0')

  const wrapper = document.createElement('div')
  wrapper.innerHTML = '<div class="taro_page" id="/complain-detail/6?stamp=AB"><p>text only</p></div>'
  document.getElementById('app')!.appendChild(wrapper)
  await flush()
  expect(document.getElementById('/complain-detail/6?stamp=AB')!.getAttribute('tabindex')).toBe('0')
  expect(wrapper.hasAttribute('tabindex')).toBe(false)
  expect(wrapper.querySelector('p')!.hasAttribute('tabindex')).toBe(false)
  observer.disconnect()
})

test('a tabindex the page already has is kept', async () => {
  document.body.innerHTML = '<div class="taro_page" tabindex="-1"></div>'
  const observer = installPageScrollFocus()
  expect(document.querySelector('.taro_page')!.getAttribute('tabindex')).toBe('-1')
  observer.disconnect()
})
