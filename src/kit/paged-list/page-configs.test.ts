/**
 * The next page of a PagedList loads at the page's reach-bottom, whose distance only the page
 * config can set (Taro reads onReachBottomDistance from index.config.ts; it cannot be set in
 * code), and pull to refresh needs enablePullDownRefresh. Every page rendering a PagedList must
 * carry both, with the trigger of rules-and-contract 9 (240 px, 50 for variants b and c).
 */
import { existsSync, readdirSync, readFileSync } from 'fs'
import { join } from 'path'
import { SCROLL_LOAD_TRIGGER } from './paging'

const SRC = join(__dirname, '../..')
const PAGE_ROOTS = readdirSync(SRC).filter((dir) => dir === 'pages' || dir.startsWith('package-'))

/** Feature and kit components that render a PagedList (news list body, OwnedList): pages using them are list pages too. */
function listBodies(dir = join(SRC, 'features'), names: string[] = ['PagedList']): string[] {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) listBodies(path, names)
    else if (entry.name.endsWith('.tsx') && !entry.name.includes('.test.') && /<PagedList\b/.test(readFileSync(path, 'utf8')))
      names.push(...[...readFileSync(path, 'utf8').matchAll(/export function (\w+)/g)].map((m) => m[1]))
  }
  return names
}
// a weapp tab slot renders whichever page its menu opens, lists included
const LIST = new RegExp(`<(${listBodies(join(SRC, 'kit'), listBodies(undefined, ['PagedList', 'TabSlotPage'])).join('|')})\\b`)

function pagesWithPagedList(): string[] {
  const found: string[] = []
  for (const root of PAGE_ROOTS) {
    const pages = join(SRC, root, root === 'pages' ? '' : 'pages')
    if (!existsSync(pages)) continue
    for (const page of readdirSync(pages)) {
      const file = join(pages, page, 'index.tsx')
      if (existsSync(file) && LIST.test(readFileSync(file, 'utf8'))) found.push(join(pages, page))
    }
  }
  return found
}

test('the list pages moved onto the kit are found', () => {
  const names = pagesWithPagedList().map((dir) => dir.split('/').pop())
  expect(names).toEqual(
    expect.arrayContaining(['user-address', 'user-contacts', 'user-credit', 'message-center', 'vip-integral', 'news-list', 'tab-slot-1']),
  )
})

test.each(pagesWithPagedList().map((dir) => [dir.replace(SRC, 'src'), dir]))(
  '%s config: spec scroll-load trigger and pull to refresh (not on tab slots)',
  (_name, dir) => {
    const config = readFileSync(join(dir, 'index.config.ts'), 'utf8')
    const distance = Number(/onReachBottomDistance:\s*(\d+)/.exec(config)?.[1])
    const variant = /variant:\s*'([abc])'/.exec(readFileSync(join(dir, 'index.tsx'), 'utf8'))?.[1] as 'a' | 'b' | 'c' | undefined
    expect(distance).toBe(SCROLL_LOAD_TRIGGER[variant ?? 'a'])
    // a tab slot shows a list only sometimes: pull to refresh there would spin on the other pages
    if (!/<TabSlotPage\b/.test(readFileSync(join(dir, 'index.tsx'), 'utf8'))) expect(config).toMatch(/enablePullDownRefresh:\s*true/)
  },
)
