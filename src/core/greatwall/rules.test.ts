/** The park's sections and guides are real pages of the area; the area ships only to cc-greatwall. */
import { NOT_FOUND_PAGE, PAGES, matchRoute } from '../routes'
import { packagesLeftOut, siteHasPage, unshippedUrl } from '../site-packages'
import { GREATWALL_PACKAGE, GUIDE_ITEMS, GUIDE_TYPES, PARK_SECTIONS, PARK_USER_ENTRIES, isGuideType } from './rules'

test('every section tile and every guide type opens a page of the route table, the park’s own in package-greatwall', () => {
  for (const { key, route } of PARK_SECTIONS) {
    const page = matchRoute(route).page
    expect([key, page]).not.toEqual([key, NOT_FOUND_PAGE])
    expect(PAGES[page].path.startsWith(`${GREATWALL_PACKAGE}/`)).toBe(true)
  }
  for (const [, route] of PARK_USER_ENTRIES) expect(matchRoute(route).page).not.toBe(NOT_FOUND_PAGE)
})

test('three guides of four entries each; only those types are guides', () => {
  expect(GUIDE_TYPES).toEqual(['routes', 'seasons', 'etiquette'])
  for (const type of GUIDE_TYPES) expect(GUIDE_ITEMS[type]).toHaveLength(4)
  expect(isGuideType('seasons')).toBe(true)
  expect(isGuideType('nightlife')).toBe(false)
  expect(isGuideType(undefined)).toBe(false)
})

test('the Great Wall package ships to cc-greatwall only: other sites’ mini-programs leave it out and open not-found instead', () => {
  const hotel = PAGES[matchRoute('/cc-hotel').page].path
  expect(siteHasPage(hotel, 'cc-greatwall')).toBe(true)
  expect(siteHasPage(hotel, 'cd-city')).toBe(false)
  // every other package is every site's
  expect(siteHasPage(PAGES[matchRoute('/hotel-list').page].path, 'cd-city')).toBe(true)
  expect(packagesLeftOut('cd-city')).toEqual([GREATWALL_PACKAGE])
  expect(packagesLeftOut('cc-greatwall')).toEqual([])
  expect(unshippedUrl('/cc-detail/12?from=home', 'cc-greatwall')).toBeNull()
  expect(unshippedUrl('/cc-detail/12?from=home', 'cd-city')).toBe(`/${PAGES[NOT_FOUND_PAGE].path}?path=%2Fcc-detail%2F12`)
  expect(unshippedUrl('/scenic-detail/12', 'cd-city')).toBeNull()
})
