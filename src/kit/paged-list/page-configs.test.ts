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

/** Component files of features, the kit and the subpackages' own components (package-<area>/components). */
function componentFiles(dir: string, files: string[] = []): string[] {
  if (!existsSync(dir)) return files
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) componentFiles(path, files)
    else if (entry.name.endsWith('.tsx') && !entry.name.includes('.test.')) files.push(path)
  }
  return files
}
const COMPONENT_FILES = [join(SRC, 'features'), join(SRC, 'kit'), ...PAGE_ROOTS.map((root) => join(SRC, root, 'components'))].flatMap(
  (dir) => componentFiles(dir),
)

/**
 * Components that render a PagedList, or a component that does (news list body, OwnedList, the
 * owned-rows pages): pages using them are list pages too.
 */
function listBodies(): string[] {
  // a weapp tab slot renders whichever page its menu opens, lists included
  const names = new Set(['PagedList', 'TabSlotPage'])
  for (let grown = true; grown;) {
    grown = false
    const renders = new RegExp(`<(${[...names].join('|')})\\b`)
    for (const file of COMPONENT_FILES) {
      const text = readFileSync(file, 'utf8')
      if (!renders.test(text)) continue
      for (const [, name] of text.matchAll(/export function (\w+)/g))
        if (!names.has(name)) {
          names.add(name)
          grown = true
        }
    }
  }
  return [...names]
}
const LIST = new RegExp(`<(${listBodies().join('|')})\\b`)

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
