import type { ReactNode } from 'react'

/** a carousel of full-width slides that turns by itself every SLIDE_MS */
export interface SlidesProps {
  slides: ReactNode[]
  /** what the carousel is, for screen readers */
  label: string
}

export const SLIDE_MS = 4000
