/**
 * The service hubs' glyphs (src/core/help/hubs.ts HubIcon): line drawings on a 24 × 24 grid drawn by
 * the kit's Glyph in the theme colour, as the menu icons are (NutUI's icon set has no toilet,
 * parking, fuel, train or plane).
 */
import type { HubIcon } from '../../core/help/hubs'

const GLYPHS: Record<HubIcon, string> = {
  lifebuoy:
    '<circle cx="12" cy="12" r="9"/><circle cx="12" cy="12" r="4"/><path d="M5.6 5.6l3.6 3.6M14.8 14.8l3.6 3.6M18.4 5.6l-3.6 3.6M9.2 14.8l-3.6 3.6"/>',
  flag: '<path d="M5 21V4M5 4h12l-2.5 4L17 12H5"/>',
  complaint: '<path d="M4 5h16v11H9l-5 4V5z"/><path d="M12 8v3.5M12 14v.01"/>',
  question: '<circle cx="12" cy="12" r="9"/><path d="M9.5 9.5a2.5 2.5 0 1 1 3.5 2.3c-.6.3-1 .9-1 1.6v.4M12 17v.01"/>',
  robot:
    '<rect x="5" y="8" width="14" height="11" rx="2"/><circle cx="12" cy="4" r="1"/><path d="M12 5v3M9.5 12.5v1.5M14.5 12.5v1.5M2.5 12v4M21.5 12v4"/>',
  phone: '<path d="M5 3h4l2 5-2.5 1.5a11 11 0 0 0 6 6L16 13l5 2v4a2 2 0 0 1-2 2A17 17 0 0 1 3 5a2 2 0 0 1 2-2z"/>',
  toilet:
    '<circle cx="6.5" cy="4.5" r="1.5"/><circle cx="17.5" cy="4.5" r="1.5"/><path d="M5 21v-6H4V9h5v6H8v6M16 21v-5h-2.5L15.5 9h4l2 7H19v5M12 3v18"/>',
  parking: '<rect x="3" y="3" width="18" height="18" rx="3"/><path d="M9 17V7h4a3 3 0 0 1 0 6H9"/>',
  fuel: '<path d="M4 21V5a2 2 0 0 1 2-2h6a2 2 0 0 1 2 2v16M3 21h12M4 10h10"/><path d="M14 8h2a2 2 0 0 1 2 2v6a1.5 1.5 0 0 0 3 0V8l-3-3"/>',
  firstAid: '<rect x="3" y="6" width="18" height="14" rx="2"/><path d="M9 6V3.5h6V6M12 9.5v7M8.5 13h7"/>',
  bus: '<rect x="4" y="3" width="16" height="15" rx="2"/><path d="M4 11h16M7 18v3M17 18v3"/><circle cx="8" cy="14.5" r="1"/><circle cx="16" cy="14.5" r="1"/>',
  train:
    '<rect x="5" y="3" width="14" height="14" rx="3"/><path d="M5 10h14M12 3v7M8 21l2-4M16 21l-2-4"/><circle cx="9" cy="13.5" r=".8"/><circle cx="15" cy="13.5" r=".8"/>',
  plane: '<path d="M21 16v-2l-8-5V3.5a1.5 1.5 0 0 0-3 0V9l-8 5v2l8-2.5V19l-2 1.5V22l3.5-1 3.5 1v-1.5L13 19v-5.5l8 2.5z"/>',
  ticket:
    '<path d="M3 7a2 2 0 0 0 2-2h14a2 2 0 0 0 2 2v3a2 2 0 0 0 0 4v3a2 2 0 0 0-2 2H5a2 2 0 0 0-2-2v-3a2 2 0 0 0 0-4V7z"/><path d="M14 5v2M14 11v2M14 17v2"/>',
  route: '<circle cx="6" cy="19" r="2"/><circle cx="18" cy="5" r="2"/><path d="M8 19h8.5a3.5 3.5 0 0 0 0-7h-9a3.5 3.5 0 0 1 0-7H16"/>',
  car: '<path d="M5 17H3v-5l2.5-5h13l2.5 5v5h-2M9 17h6M3 12h18"/><circle cx="7" cy="17" r="2"/><circle cx="17" cy="17" r="2"/>',
  healthShield: '<path d="M12 3l8 3v6c0 5-3.5 8-8 9-4.5-1-8-4-8-9V6l8-3z"/><path d="M12 9v6M9 12h6"/>',
  wind: '<path d="M3 8h10a3 3 0 1 0-3-3M3 12h15a3 3 0 1 1-3 3M3 16h7"/>',
  pencil: '<path d="M12 20h9M16.5 3.5a2.1 2.1 0 0 1 3 3L7 19l-4 1 1-4L16.5 3.5z"/>',
}

/** the SVG body of a hub entry's glyph (drawn by the kit's Glyph) */
export const hubGlyph = (icon: HubIcon): string => GLYPHS[icon]
