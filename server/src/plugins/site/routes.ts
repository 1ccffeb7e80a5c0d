/**
 * Site calls (paths: docs/ARCHITECTURE.md "Contract decisions"): the site entry, the site
 * detail, the home menu grid and the bottom navigation.
 */
import type { FastifyInstance } from 'fastify'
import type { SiteDetail, SiteEntry } from '../../../../types/contract'
import { toSpecLanguage } from '../../../../src/core/lang'
import { CLIENT_TYPES } from '../../db/schema'
import { ok, okList } from '../../http/envelope'
import type { AppLanguage } from '../../http/i18n'
import { DataEnvelope, Item, ListEnvelope, routeSchema, Type } from '../../http/schema'
import type { Site } from '../../site/site-registry'
import { loadMenu } from './menus'

/** The app title in the caller's language where the site has one (multilingual sites), else the site name. */
function titleOf(site: Site, lang: AppLanguage): string {
  return site.config.appTitle?.[toSpecLanguage(lang)] ?? site.config.name
}

export function toSiteEntry(site: Site, lang: AppLanguage): SiteEntry {
  const c = site.config
  return {
    title: titleOf(site, lang),
    siteCode: site.siteCode,
    language: c.defaultLanguage,
    state: c.state,
    remarks: c.remarks ?? '',
    // which API base of the site's config the app calls; every deployment here serves the main one
    urlApi: 'main',
  }
}

export function toSiteDetail(site: Site): SiteDetail {
  const c = site.config
  return {
    id: site.id,
    siteCode: site.siteCode,
    name: c.name,
    english: c.english,
    region: c.regionCode,
    siteLanguage: c.defaultLanguage,
    siteVersion: c.siteVersion,
    siteIntroduce: c.siteIntroduce ?? '',
    shopUrl: c.shopUrl ?? '',
    h5Domain: c.h5Domain,
    useNewMenu: c.useNewMenu,
    betaStatus: c.betaStatus,
    siteLogo: c.siteLogo ?? '',
    siteInfos: { vConsole: c.vConsole, themeColor: c.themeColor, skin: c.skin, footer: c.footer, languages: c.languages },
  }
}

const clientType = Type.Enum([...CLIENT_TYPES], { default: 'WEB' })
const MenuItems = Type.Array(Type.Unknown())

export async function siteRoutes(app: FastifyInstance): Promise<void> {
  // public and the same for every visitor of a site: cached per site (http/cache)
  const site = { cache: { tags: ['site'] } }
  const menus = { cache: { tags: ['menus'] } }

  app.get('/api/user/api/site/siteInfo', { schema: routeSchema({}), config: site }, async (request) =>
    ok(request, toSiteEntry(request.site, request.lang)),
  )

  app.get('/api/user/api/site/getSiteDetail', { schema: routeSchema({}), config: site }, async (request) =>
    ok(request, toSiteDetail(request.site)),
  )

  app.get(
    '/api/config/api/menu/getIndexMenuList',
    {
      schema: routeSchema({
        query: { clientType, location: Type.Enum(['HOME_BOTTOM'], { default: 'HOME_BOTTOM' }) },
        response: ListEnvelope(Type.Unknown()),
      }),
      config: menus,
    },
    async (request) => {
      const { clientType, location } = request.query as { clientType: string; location: 'HOME_BOTTOM' }
      const datas = await loadMenu(app.db, { siteId: request.site.id, clientType, location, lang: request.lang })
      return okList(request, datas)
    },
  )

  app.get(
    '/api/config/api/layout/getBottomNavList',
    { schema: routeSchema({ query: { clientType }, response: DataEnvelope(Item({ layoutDetail: MenuItems })) }), config: menus },
    async (request) => {
      const layoutDetail = await loadMenu(app.db, {
        siteId: request.site.id,
        clientType: (request.query as { clientType: string }).clientType,
        location: 'BOTTOM_NAV',
        lang: request.lang,
      })
      return ok(request, { layoutDetail })
    },
  )
}
