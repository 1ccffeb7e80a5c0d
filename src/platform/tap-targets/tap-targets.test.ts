import { visibleTapTargets, watchLayout } from '.'

const rect = (el: Element, left: number, top: number, width: number, height: number) => {
  el.getBoundingClientRect = () => ({
    left,
    top,
    width,
    height,
    right: left + width,
    bottom: top + height,
    x: left,
    y: top,
    toJSON: () => ({}),
  })
}

beforeEach(() => {
  document.body.innerHTML = ''
  Object.defineProperty(document.documentElement, 'clientWidth', { value: 390, configurable: true })
  Object.defineProperty(document.documentElement, 'clientHeight', { value: 844, configurable: true })
})

test('lists the boxes of visible tap targets on screen, not hidden ones, scroll containers or the ignored', () => {
  document.body.innerHTML = `
    <a href="tel:12345" id="call">12345</a>
    <div role="button" tabindex="0" id="report">举报</div>
    <input id="phone" />
    <button id="hidden">gone</button>
    <button id="below">below the screen</button>
    <div tabindex="0" id="page">the page's scroller</div>
    <div tabindex="0" id="shell"><div class="back-home" role="button" id="own">首页</div></div>
    <div role="button" tabindex="0" id="card">a large card</div>
    <p id="text">plain text</p>`
  const byId = (id: string) => document.getElementById(id) as HTMLElement
  rect(byId('call'), 16, 740, 358, 60)
  rect(byId('report'), 330, 300, 44, 24)
  rect(byId('phone'), 16, 100, 358, 40)
  rect(byId('hidden'), 0, 0, 0, 0)
  rect(byId('below'), 16, 900, 100, 40)
  rect(byId('page'), 0, 0, 390, 844)
  rect(byId('own'), 330, 700, 48, 48)
  rect(byId('shell'), 0, 60, 390, 600)
  rect(byId('card'), 0, 200, 390, 420)
  rect(byId('text'), 0, 400, 390, 20)
  expect(visibleTapTargets('.back-home')).toEqual([
    { left: 16, top: 740, width: 358, height: 60, firm: true },
    { left: 330, top: 300, width: 44, height: 24, firm: true },
    { left: 16, top: 100, width: 358, height: 40, firm: true },
    // a large pressable card: a covered corner leaves the rest to tap
    { left: 0, top: 200, width: 390, height: 420, firm: false },
  ])
})

test('a change of the page is heard once, shortly after, and no more after the stop', async () => {
  jest.useFakeTimers()
  const heard = jest.fn()
  const stop = watchLayout(heard)
  document.body.appendChild(document.createElement('div'))
  document.body.appendChild(document.createElement('div'))
  await Promise.resolve()
  jest.advanceTimersByTime(300)
  expect(heard).toHaveBeenCalledTimes(1)
  stop()
  document.body.appendChild(document.createElement('div'))
  await Promise.resolve()
  jest.advanceTimersByTime(300)
  expect(heard).toHaveBeenCalledTimes(1)
  jest.useRealTimers()
})
