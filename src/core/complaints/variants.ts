/**
 * The three entries of the complaint form (docs/contract-complaints.md "Variants"):
 * - /complain-save: the app's complaint form (channel default);
 * - /sc-complain (menu ZXTS): the province's tourism-complaint line (Sichuan 12345) — the visitor also
 *   names the prefecture the complaint is about (SICHUAN_REGIONS), so the province hands it to that city;
 * - /jnq-complain: a complaint about this scenic area (djy-scenic...): the respondent is the site itself,
 *   preset and locked, and the place starts at the site's centre under the site's name.
 */
import type { ComplaintChannel, ComplaintForm } from './rules'

export { SICHUAN_REGIONS, isSichuanRegion, regionName, type Region } from './regions'

export interface VariantSite {
  name: string
  longitude?: number
  latitude?: number
}

/** what a channel presets in a new form, and which fields it locks */
export function variantPreset(
  channel: ComplaintChannel,
  site: VariantSite,
): { preset: Partial<ComplaintForm>; locked: Array<keyof ComplaintForm> } {
  if (channel === 'jnq') {
    const at =
      typeof site.longitude === 'number' && typeof site.latitude === 'number' ? { longitude: site.longitude, latitude: site.latitude } : {}
    return { preset: { channel, respondent: site.name, placeName: site.name, ...at }, locked: ['respondent'] }
  }
  return { preset: { channel }, locked: [] }
}
