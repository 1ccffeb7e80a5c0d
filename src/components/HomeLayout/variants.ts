/**
 * What makes each home layout visibly distinct: hero style, grid columns, and its content
 * sections in order (src/features/home: the layout's own ones first, then the shared ones).
 */
import type { HomeSectionKind } from '@/features/home'
import type { HomeLayout } from '../../core/home-selection'

export interface LayoutVariant {
  /** hero background; 'theme' uses the site's theme colour */
  hero: 'theme' | string
  /** design-width (750) px */
  heroHeight: number
  columns: number
  /** the content sections under the menu grid, in order */
  sections: readonly HomeSectionKind[]
  tagline: string
}

export const LAYOUT_VARIANTS: Record<HomeLayout, LayoutVariant> = {
  default: {
    hero: 'theme',
    heroHeight: 320,
    columns: 5,
    sections: ['recommend', 'nearby', 'rank', 'news', 'weather'],
    tagline: 'home.default.tagline',
  },
  standard: {
    hero: '#34495e',
    heroHeight: 260,
    columns: 4,
    sections: ['news', 'recommend', 'rank', 'nearby', 'weather'],
    tagline: 'home.standard.tagline',
  },
  scenery: {
    hero: 'linear-gradient(180deg,#2e8b57,#a8e6cf)',
    heroHeight: 420,
    columns: 4,
    sections: ['spots', 'weather', 'news', 'recommend'],
    tagline: 'home.default.tagline',
  },
  province: {
    hero: 'linear-gradient(135deg,#c0392b,#e6aa3a)',
    heroHeight: 360,
    columns: 5,
    sections: ['regions', 'rank', 'recommend', 'weather', 'news'],
    tagline: 'home.standard.tagline',
  },
  xinjiang: {
    hero: 'linear-gradient(135deg,#007acc,#f4d03f)',
    heroHeight: 380,
    columns: 4,
    sections: ['silkRoad', 'hot', 'nearby', 'weather', 'news'],
    tagline: 'home.default.tagline',
  },
  county: {
    hero: 'linear-gradient(180deg,#b22222,#f5b7b1)',
    heroHeight: 300,
    columns: 4,
    sections: ['villages', 'specialities', 'recommend', 'weather', 'news'],
    tagline: 'home.default.tagline',
  },
  'great-wall': {
    hero: 'linear-gradient(180deg,#8b4513,#d2b48c)',
    heroHeight: 440,
    columns: 3,
    sections: ['culture', 'posts', 'rank', 'weather', 'news'],
    tagline: 'home.default.tagline',
  },
  volunteer: {
    hero: 'linear-gradient(135deg,#e74c3c,#f1948a)',
    heroHeight: 300,
    columns: 4,
    sections: ['news', 'venues'],
    tagline: 'home.standard.tagline',
  },
}
