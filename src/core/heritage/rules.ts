/**
 * Heritage rules shared by the app and the server (one piece of code per rule).
 *
 * Variant hiding (product-spec 2.1: "/experience-list and /inheritance-list hidden on some site
 * variants"): our choice, written in docs/contract-heritage.md, is the scenic-area version
 * (siteVersion SCENERY, e.g. djy-scenic). A single scenic area is itself the place people visit;
 * a network of experience bases and protection bases across a region belongs to city, county and
 * province sites. So on SCENERY sites the index does not offer them, their pages say so, and the
 * server seeds no bases there.
 */
import type { HeritageCategory, HeritageLevel } from './contract'

export const HERITAGE_LEVELS: readonly HeritageLevel[] = ['NATIONAL', 'PROVINCIAL', 'CITY', 'COUNTY']

export const HERITAGE_CATEGORIES: readonly HeritageCategory[] = [
  'LITERATURE',
  'MUSIC',
  'DANCE',
  'DRAMA',
  'QUYI',
  'ACROBATICS',
  'ART',
  'CRAFT',
  'MEDICINE',
  'FOLK',
]

export const isHeritageLevel = (v: string): v is HeritageLevel => (HERITAGE_LEVELS as readonly string[]).includes(v)
export const isHeritageCategory = (v: string): v is HeritageCategory => (HERITAGE_CATEGORIES as readonly string[]).includes(v)

/** 0 for national ... 3 for county: lists show the highest protection first */
export const levelRank = (level: string): number => {
  const i = HERITAGE_LEVELS.indexOf(level as HeritageLevel)
  return i < 0 ? HERITAGE_LEVELS.length : i
}

/** site versions whose heritage section leaves out the experience and inheritance bases */
export const BASES_HIDDEN_VERSIONS: readonly string[] = ['SCENERY']

/** true when the site shows /experience-list and /inheritance-list */
export const showsHeritageBases = (site: { siteVersion?: string }): boolean => !BASES_HIDDEN_VERSIONS.includes(site.siteVersion ?? '')

/** the menu codes of the two hideable lists (product-spec 2.1) */
export const HIDEABLE_HERITAGE_MENUS = ['PROJECT_EXPERIENCE_BASE', 'MISSION_PROTECTION_BASE'] as const
