/** The service hubs: every entry opens a route the app has, and /configure-service reads the site's menus. */
import type { MenuItem } from '../../../types/contract'
import { MENU_CODE_ROUTES } from '../menu-codes'
import { matchRoute } from '../routes'
import { configuredServiceMenus, HUB_ENTRIES, HUB_ICON_OF_CODE, siteServiceExtras } from './hubs'
import zh from '../../../locales/zh/help.json'

const menu = (id: number, menuCode: string, extra: Partial<MenuItem> = {}): MenuItem => ({
  id,
  name: menuCode,
  menuCode,
  jumpType: 1,
  ...extra,
})

test('every hub entry has a label and opens a known menu code or a route of the table', () => {
  for (const [hub, entries] of Object.entries(HUB_ENTRIES)) {
    expect(entries.length).toBeGreaterThanOrEqual(12)
    for (const e of entries) {
      expect((zh.hub as Record<string, string>)[e.key]).toBeTruthy()
      const route = 'code' in e ? MENU_CODE_ROUTES[e.code]?.route : e.route
      expect(route).toBeTruthy()
      expect([hub, e.key, matchRoute(route!.split('?')[0]).pattern]).not.toEqual([hub, e.key, ''])
    }
  }
})

test('configure-service: the CONFIGURE_SERVICE group when there is one', () => {
  const own = [menu(9, 'ROBOT'), menu(10, 'TOILET')]
  expect(configuredServiceMenus([menu(1, 'SCENIC'), menu(2, 'CONFIGURE_SERVICE', { subList: own })])).toEqual(own)
})

test('configure-service otherwise: the home menu’s service entries and the service groups’ sub-entries, once each', () => {
  const menus = [
    menu(1, 'SCENIC'),
    menu(2, 'TOILET'),
    menu(3, 'DEFAULT_SERVICE', { subList: [menu(4, 'BUS_INQUIRY'), menu(5, 'TOILET')] }),
    menu(6, 'EXTERNAL_LINK', { jumpType: 2, externalLink: 'https://www.mct.gov.cn/' }),
    menu(7, 'COMPLAINT'),
  ]
  expect(configuredServiceMenus(menus).map((m) => m.id)).toEqual([2, 4, 7])
  expect(configuredServiceMenus([menu(1, 'SCENIC')])).toEqual([])
})

test('configure-service: pages by path in a group are kept apart (not one entry per code)', () => {
  const pages = [menu(4, 'PAGE', { path: '/sc-live' }), menu(5, 'PAGE', { path: '/sc-video' }), menu(6, 'PAGE', { path: '/sc-live' })]
  expect(configuredServiceMenus([menu(3, 'DEFAULT_SERVICE', { subList: pages })]).map((m) => m.id)).toEqual([4, 5])
})

test('default-service: the site’s own DEFAULT_SERVICE sub-entries the hub does not show, in order, once each', () => {
  const menus = [
    menu(1, 'SCENIC'),
    menu(2, 'DEFAULT_SERVICE', {
      subList: [
        menu(3, 'BUS_INQUIRY'),
        menu(4, 'PAGE', { path: '/sc-live' }),
        menu(5, 'AGENCY'),
        menu(6, 'PAGE', { path: '/sc-video' }),
        menu(7, 'PAGE', { path: '/sc-live' }),
      ],
    }),
    menu(8, 'COMMON', { subList: [menu(9, 'PAGE', { path: '/find' })] }),
  ]
  const shownCodes = new Set(HUB_ENTRIES.default.flatMap((e) => ('code' in e ? [e.code] : [])))
  expect(shownCodes.has('BUS_INQUIRY')).toBe(true)
  expect(siteServiceExtras(menus, HUB_ENTRIES.default).map((m) => m.id)).toEqual([4, 5, 6])
  expect(siteServiceExtras(undefined, HUB_ENTRIES.default)).toEqual([])
})

test('no two entries of a hub share an icon', () => {
  for (const [hub, entries] of Object.entries(HUB_ENTRIES)) {
    const byIcon = new Map<string, string[]>()
    for (const e of entries) byIcon.set(e.icon, [...(byIcon.get(e.icon) ?? []), e.key])
    const shared = [...byIcon.entries()].filter(([, keys]) => keys.length > 1)
    expect([hub, shared]).toEqual([hub, []])
  }
})

test('a configured service menu is drawn with the glyph of its hub entry', () => {
  expect(HUB_ICON_OF_CODE.get('TOILET')).toBe('toilet')
  expect(HUB_ICON_OF_CODE.get('GASSTATION')).toBe('fuel')
  expect(HUB_ICON_OF_CODE.get('CAR_RENTAL')).toBe('car')
  expect(HUB_ICON_OF_CODE.get('TRAIN_INQUIRY')).toBe('train')
})
