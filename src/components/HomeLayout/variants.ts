/** What makes each home layout visibly distinct: hero style, grid columns and its two sections. */
import type { HomeLayout } from '../../core/home-selection'

export interface LayoutVariant {
  /** hero background; 'theme' uses the site's theme colour */
  hero: 'theme' | string
  /** design-width (750) px */
  heroHeight: number
  columns: number
  /** i18n keys (shell namespace) of the layout-specific sections */
  sections: [string, string]
  tagline: string
}

export const LAYOUT_VARIANTS: Record<HomeLayout, LayoutVariant> = {
  default: {
    hero: 'theme',
    heroHeight: 320,
    columns: 5,
    sections: ['home.default.recommend', 'home.standard.news'],
    tagline: 'home.default.tagline',
  },
  standard: {
    hero: '#34495e',
    heroHeight: 260,
    columns: 4,
    sections: ['home.standard.news', 'home.default.recommend'],
    tagline: 'home.standard.tagline',
  },
  scenery: {
    hero: 'linear-gradient(180deg,#2e8b57,#a8e6cf)',
    heroHeight: 420,
    columns: 4,
    sections: ['home.scenery.spots', 'home.scenery.crowd'],
    tagline: 'home.default.tagline',
  },
  province: {
    hero: 'linear-gradient(135deg,#c0392b,#e6aa3a)',
    heroHeight: 360,
    columns: 5,
    sections: ['home.province.regions', 'home.province.featured'],
    tagline: 'home.standard.tagline',
  },
  xinjiang: {
    hero: 'linear-gradient(135deg,#007acc,#f4d03f)',
    heroHeight: 380,
    columns: 4,
    sections: ['home.xinjiang.silkRoad', 'home.xinjiang.live'],
    tagline: 'home.default.tagline',
  },
  county: {
    hero: 'linear-gradient(180deg,#b22222,#f5b7b1)',
    heroHeight: 300,
    columns: 4,
    sections: ['home.county.villages', 'home.county.specialties'],
    tagline: 'home.default.tagline',
  },
  'great-wall': {
    hero: 'linear-gradient(180deg,#8b4513,#d2b48c)',
    heroHeight: 440,
    columns: 3,
    sections: ['home.greatWall.culture', 'home.greatWall.posts'],
    tagline: 'home.default.tagline',
  },
  volunteer: {
    hero: 'linear-gradient(135deg,#e74c3c,#f1948a)',
    heroHeight: 300,
    columns: 4,
    sections: ['home.volunteer.teams', 'home.volunteer.calendar'],
    tagline: 'home.standard.tagline',
  },
}
