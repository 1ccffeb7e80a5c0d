/**
 * One region's demo heritage as compact text tables (one row a line, fields split by |), so the
 * data reads like a list an operator would type in. Project indexes in the other tables are the
 * 0-based line numbers of `projects`.
 *   projects:   name|category|level|listCode|year|regionCode|protectionUnit|scene|summary
 *   successors: name|sex|birthYear|generation|level|project|works (、 separated)
 *   bases:      kind|name|project|level|address|longitude|latitude|regionCode|openHours
 *   food:       title|project|address|summary
 *   news:       title|project        videos, audio: title|project|seconds
 */
export interface HeritageTable {
  city: string
  /** gcj02 centre of the region (demo phone numbers and fallbacks) */
  centre: [number, number]
  projects: string
  successors: string
  bases: string
  food: string
  news: string
  videos: string
  audio: string
}

/** the non-empty lines of a table, split into fields */
export const linesOf = (text: string): string[][] =>
  text
    .split('\n')
    .map((l) => l.trim())
    .filter(Boolean)
    .map((l) => l.split('|').map((f) => f.trim()))
