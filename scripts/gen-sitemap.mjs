#!/usr/bin/env node
/**
 * Writes src/sitemap.json (the mini-program's search-index rules) from the route table's pages and
 * src/core/sitemap.ts, which says which pages are the visitor's own:
 *   node --import tsx scripts/gen-sitemap.mjs
 * src/core/sitemap.test.ts fails while the file is out of date.
 */
import { writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { PAGES } from '../src/core/routes.ts'
import { sitemapOf } from '../src/core/sitemap.ts'

const root = join(dirname(fileURLToPath(import.meta.url)), '..')
export const SITEMAP = join(root, 'src', 'sitemap.json')

const { desc, rules } = sitemapOf(Object.values(PAGES).map((p) => p.path))
// one rule a line: the file ships in every package's main part, where each kilobyte counts
const lines = rules.map((rule) => `    ${JSON.stringify(rule)}`).join(',\n')
writeFileSync(SITEMAP, `{\n  "desc": ${JSON.stringify(desc)},\n  "rules": [\n${lines}\n  ]\n}\n`)
console.log(`wrote ${SITEMAP}`)
