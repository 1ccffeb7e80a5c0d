/**
 * Start-up seed, in every mode: one `sites` row per sites/*.json (inserted or updated: the files
 * are the source of truth for site settings), and, once the demo seeder had its turn
 * (src/demo/seed-demo.ts, not in production), the starter menu for sites still without any menu.
 * Demo menus (the full home grid and bottom bar) are demo data: seedDemoMenus, called by the demo seeder.
 */
import { eq, sql } from 'drizzle-orm'
import type { SiteConfig } from '../../../types/site'
import { APP_LANGUAGES, DEFAULT_LANGUAGE, toAppLanguage, translator } from '../http/i18n'
import type { Database } from './database'
import { demoBottomNav, demoIndexMenu, type DemoMenu } from './demo-menus'
import { menuItems, sites, type MenuLocation } from './schema'

export async function upsertSites(db: Database, configs: SiteConfig[]): Promise<void> {
  for (const c of configs) {
    const values = {
      siteCode: c.siteCode,
      name: c.name,
      english: c.english,
      regionCode: c.regionCode,
      siteVersion: c.siteVersion,
      state: c.state,
      h5Domain: c.h5Domain,
      config: c,
    }
    await db
      .insert(sites)
      .values(values)
      .onConflictDoUpdate({ target: sites.siteCode, set: { ...values, updatedAt: sql`now()` } })
  }
}

function namesOf(code: string): Record<string, string> {
  return Object.fromEntries(APP_LANGUAGES.map((lng) => [lng, translator(lng)(`demoMenu.${code}`)]))
}

async function insertMenus(
  db: Database,
  site: { id: number; config: SiteConfig },
  location: MenuLocation,
  menus: DemoMenu[],
  parentId: number | null = null,
) {
  const lang = toAppLanguage(site.config.defaultLanguage) ?? DEFAULT_LANGUAGE
  for (const [sort, m] of menus.entries()) {
    const names = namesOf(m.nameKey ?? m.code)
    const [row] = await db
      .insert(menuItems)
      .values({
        siteId: site.id,
        clientType: 'WEB',
        location,
        parentId,
        sort,
        name: names[lang],
        names,
        menuCode: m.code,
        jumpType: m.externalLink ? 2 : 1,
        externalLink: m.externalLink,
        path: m.path,
        // no remote icon: the app draws each menu code's icon in the site colour (src/components/MenuIcon);
        // the grey circles seeded before said nothing about the entry
        selectIcon: '',
        unSelectIcon: '',
        needLogin: m.needLogin ?? false,
      })
      .returning({ id: menuItems.id })
    if (m.subList) await insertMenus(db, site, location, m.subList, row.id)
  }
}

/** for each site without any menu item, in one transaction: the menus `menusOf` gives it */
async function seedMenusWhereNone(db: Database, menusOf: (site: SiteConfig) => Partial<Record<MenuLocation, DemoMenu[]>>): Promise<void> {
  for (const site of await db.select().from(sites)) {
    const [{ count }] = await db
      .select({ count: sql<number>`count(*)::int` })
      .from(menuItems)
      .where(eq(menuItems.siteId, site.id))
    if (count > 0) continue
    await db.transaction(async (tx) => {
      const t = tx as unknown as Database
      for (const [location, menus] of Object.entries(menusOf(site.config))) await insertMenus(t, site, location as MenuLocation, menus)
    })
  }
}

export async function seedDemoMenus(db: Database): Promise<void> {
  await seedMenusWhereNone(db, (config) => ({ BOTTOM_NAV: demoBottomNav(config), HOME_BOTTOM: demoIndexMenu(config) }))
}

/**
 * The starter menu of a site without any (production, or a site added later): the bottom bar
 * Home and Me, the app's own fallback (product-spec 2.1), so the app opens and navigates; the
 * home grid stays empty until operators add entries.
 */
export async function seedStarterMenus(db: Database): Promise<void> {
  await seedMenusWhereNone(db, () => ({ BOTTOM_NAV: [{ code: 'INDEX' }, { code: 'USER' }] }))
}
