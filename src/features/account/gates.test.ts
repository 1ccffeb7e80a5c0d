import { gateConfirmAction, loginFirstPath, needsPhoneGate, pageNeedsLogin, routeNeedsLogin, shouldPromptLogin } from './gates'

describe('login-needed routes (product-spec 6)', () => {
  it.each([
    '/user',
    '/default-personal',
    '/vip-index',
    '/user-order',
    '/user-activity',
    '/user-reservation',
    '/user-code',
    '/user-credit',
    '/itinerary-list',
    '/feedback',
    '/user-complain',
    '/complain-save',
    '/sc-complain',
    '/complain-detail/12',
    '/itinerary-detail/3',
    '/user-vote',
    '/vote-join/2',
    '/user-course',
    '/answer-resolution/9/1',
    '/volunteer-manage/4',
  ])('%s needs login', (path) => expect(routeNeedsLogin(path)).toBe(true))
  it('browsing routes do not', () => {
    expect(routeNeedsLogin('/index')).toBe(false)
    expect(routeNeedsLogin('/scenic-list')).toBe(false)
    expect(routeNeedsLogin('/login')).toBe(false)
    expect(routeNeedsLogin('/online-vote')).toBe(false)
    expect(routeNeedsLogin('/course-desc/3')).toBe(false)
    expect(routeNeedsLogin('/volunteer-index')).toBe(false)
  })
  it('ignores the query string', () => expect(routeNeedsLogin('/user-activity?orderType=CONTENT_TYPE_ACTIVITY')).toBe(true))
})

describe('pages that cannot be drawn logged out', () => {
  it('are the login-needed routes but the user centre, which draws its own logged-out face', () => {
    for (const path of ['/user-order', '/user-contacts', '/appointment-order/3', '/user-intangible', '/feedback'])
      expect(pageNeedsLogin(path)).toBe(true)
    expect(pageNeedsLogin('/user')).toBe(false)
    expect(pageNeedsLogin('/default-personal')).toBe(false)
    // its menu tap still asks for login (the USER menu's login flag)
    expect(routeNeedsLogin('/user')).toBe(true)
    expect(pageNeedsLogin('/scenic-detail/3')).toBe(false)
  })

  it('send a visitor who is not logged in to login, with the page to come back to', () => {
    expect(loginFirstPath('/appointment-order/12/2026-11-29', false)).toBe('/login?redirect=%2Fappointment-order%2F12%2F2026-11-29')
    expect(loginFirstPath('/user-intangible?tab=1', false)).toBe('/login?redirect=%2Fuser-intangible%3Ftab%3D1')
    expect(loginFirstPath('/user-intangible', true)).toBeNull()
    expect(loginFirstPath('/user', false)).toBeNull()
    expect(loginFirstPath('/news-detail/3', false)).toBeNull()
  })
})

describe('login prompt', () => {
  const withPhone = { userToken: 't', phone: '13800000001' }
  const noPhone = { userToken: 't', phone: '' }
  it('Chinese site: prompt only when the user has no phone', () => {
    expect(shouldPromptLogin({ needLogin: true, chineseSite: true, user: null })).toBe(true)
    expect(shouldPromptLogin({ needLogin: true, chineseSite: true, user: noPhone })).toBe(true)
    expect(shouldPromptLogin({ needLogin: true, chineseSite: true, user: withPhone })).toBe(false)
  })
  it('other sites: a logged-in user without phone goes on', () => {
    expect(shouldPromptLogin({ needLogin: true, chineseSite: false, user: noPhone })).toBe(false)
    expect(shouldPromptLogin({ needLogin: true, chineseSite: false, user: null })).toBe(true)
  })
  it('never for routes that do not need login', () =>
    expect(shouldPromptLogin({ needLogin: false, chineseSite: true, user: null })).toBe(false))
})

describe('phone gate (rules-and-contract 5, login flow step 9)', () => {
  it('opens when user info is missing or has no phone', () => {
    expect(needsPhoneGate(null)).toBe(true)
    expect(needsPhoneGate({ userToken: 't' })).toBe(true)
    expect(needsPhoneGate({ userToken: 't', phone: '13800000001' })).toBe(false)
  })
  it('confirm goes to /login in a browser or mini-program, /bind-phone/-1 in the messaging browser, native login in app shells', () => {
    expect(gateConfirmAction('browser')).toEqual({ kind: 'navigate', url: '/login' })
    expect(gateConfirmAction('miniProgram')).toEqual({ kind: 'navigate', url: '/login' })
    expect(gateConfirmAction('wechatBrowser')).toEqual({ kind: 'navigate', url: '/bind-phone/-1' })
    expect(gateConfirmAction('appShell')).toEqual({ kind: 'native-login' })
  })
})
