/**
 * Start-up seed: one `sites` row per sites/*.json (inserted or updated: the files are the
 * source of truth for site settings), and demo menus for sites without any menu.
 */
import { eq, sql } from 'drizzle-orm'
import type { SiteConfig } from '../../../types/site'
import { APP_LANGUAGES, DEFAULT_LANGUAGE, toAppLanguage, translator } from '../http/i18n'
import type { Database } from './database'
import { demoBottomNav, demoIndexMenu, type DemoMenu } from './demo-menus'
import { menuItems, sites, type MenuLocation } from './schema'
import { seedDemoPlaces } from './seed/places'

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
    const names = namesOf(m.code)
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

export async function seedDemoMenus(db: Database): Promise<void> {
  for (const site of await db.select().from(sites)) {
    const [{ count }] = await db
      .select({ count: sql<number>`count(*)::int` })
      .from(menuItems)
      .where(eq(menuItems.siteId, site.id))
    if (count > 0) continue
    await db.transaction(async (tx) => {
      const t = tx as unknown as Database
      await insertMenus(t, site, 'BOTTOM_NAV', demoBottomNav(site.config))
      await insertMenus(t, site, 'HOME_BOTTOM', demoIndexMenu(site.config))
    })
  }
}

export async function seed(db: Database, configs: SiteConfig[]): Promise<void> {
  await upsertSites(db, configs)
  await seedDemoMenus(db)
  await seedDemoPlaces(db)
}
