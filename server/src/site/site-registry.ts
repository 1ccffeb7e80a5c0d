/**
 * The sites in memory: loaded from the `sites` table after seeding, so resolving the site
 * of a request costs no query. Call reload() after changing site rows.
 */
import type { SiteConfig } from '../../../types/site'
import type { Database } from '../db/database'
import { sites } from '../db/schema'

export interface Site {
  id: number
  siteCode: string
  state: string
  h5Domain: string
  config: SiteConfig
}

export type SiteLookup = { site: Site } | { unknownSiteCode: string }

export class SiteRegistry {
  private byCode = new Map<string, Site>()
  private byDomain = new Map<string, Site>()

  constructor(
    private readonly db: Database,
    readonly defaultSiteCode: string,
  ) {}

  async reload(): Promise<void> {
    const rows = await this.db.select().from(sites)
    this.byCode = new Map(rows.map((r) => [r.siteCode, r]))
    this.byDomain = new Map(rows.filter((r) => r.h5Domain).map((r) => [r.h5Domain.toLowerCase(), r]))
  }

  get(siteCode: string): Site | undefined {
    return this.byCode.get(siteCode)
  }

  all(): Site[] {
    return [...this.byCode.values()]
  }

  /**
   * The site of a request: an explicit siteCode wins; else the Host: the site's h5Domain,
   * `<siteCode>.localhost`, or the default site for local and unrecognised hosts (a LAN IP,
   * a tunnel), so a phone on the network can open the demo without a DNS entry.
   */
  resolve(siteCode: string | undefined, hostname: string): SiteLookup {
    if (siteCode) {
      const site = this.byCode.get(siteCode)
      return site ? { site } : { unknownSiteCode: siteCode }
    }
    const host = hostname.toLowerCase()
    const byDomain = this.byDomain.get(host)
    if (byDomain) return { site: byDomain }
    if (host.endsWith('.localhost')) return this.resolve(host.slice(0, -'.localhost'.length).split('.').pop(), '')
    return this.resolve(this.defaultSiteCode, '')
  }
}
