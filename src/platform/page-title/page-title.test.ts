import Taro from '@tarojs/taro'
import { setPageTitle } from '.'

describe('setPageTitle (H5)', () => {
  it('hands Taro the title escaped, so a stored <img onerror> stays characters', () => {
    const spy = jest.spyOn(Taro, 'setNavigationBarTitle').mockImplementation(() => Promise.resolve() as never)
    setPageTitle('夜游<img src=x onerror=alert(1)> & "灯"')
    expect(spy).toHaveBeenCalledWith({ title: '夜游&lt;img src=x onerror=alert(1)&gt; &amp; &quot;灯&quot;' })
    expect(document.title).toBe('夜游<img src=x onerror=alert(1)> & "灯"')
    spy.mockRestore()
  })
})
