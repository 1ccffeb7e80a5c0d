import { PARK_USER_ENTRIES } from '../../../core/greatwall/rules'
import { USER_ENTRIES } from '../../../core/user-centre/entries'
import { ENTRY_ICON_COMPONENTS, ENTRY_ICONS } from './entry-icons'

it.each([
  ['/user', USER_ENTRIES],
  ['/cc-user', PARK_USER_ENTRIES],
])('every entry of the %s grid has an icon of its own', (_page, entries) => {
  const icons = entries.map(([key]) => ENTRY_ICONS[key])
  for (const [i, icon] of icons.entries()) expect([entries[i][0], ENTRY_ICON_COMPONENTS[icon]]).toEqual([entries[i][0], expect.anything()])
  expect(new Set(icons).size).toBe(entries.length)
})
