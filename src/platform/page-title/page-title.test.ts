import Taro from '@tarojs/taro'
import { setPageTitle } from '.'
import { escapeHtml } from './page-title.h5'

describe('setPageTitle (H5)', () => {
  it('hands Taro the title escaped, so a stored <img onerror> stays characters', () => {
    const spy = jest.spyOn(Taro, 'setNavigationBarTitle').mockImplementation(() => Promise.resolve() as never)
    setPageTitle('夜游<img src=x onerror=alert(1)> & "灯"')
    expect(spy).toHaveBeenCalledWith({ title: '夜游&lt;img src=x onerror=alert(1)&gt; &amp; &quot;灯&quot;' })
    expect(document.title).toBe('夜游<img src=x onerror=alert(1)> & "灯"')
    spy.mockRestore()
  })

  it('the escaped text reads back as the words when parsed as HTML', () => {
    const el = document.createElement('div')
    el.innerHTML = escapeHtml('<script>x</script> a&b')
    expect(el.textContent).toBe('<script>x</script> a&b')
    expect(el.children).toHaveLength(0)
  })
})
