/**
 * WeChat's search index of the mini-program (sitemap.json, app.json `sitemapLocation`): public
 * pages (places, news, activities, guides, campaigns...) may be indexed; the visitor's own pages
 * may not: login and the user centre, orders, reservations and payments, their forms and posts in
 * progress, and the shell's tools (clear, vConsole, not-found). Rules are read top to bottom and the
 * first match wins, so each private page is one `disallow` and a last `allow *` takes the rest.
 * src/sitemap.json is `sitemapOf(every page)`; sitemap.test.ts keeps it so as pages are added.
 */

/** page paths (route table `path`) a visitor's search must not open */
const PRIVATE_PAGES: readonly RegExp[] = [
  // login, registration, user centre, wallet, addresses, messages (the agreements' texts are public)
  /^package-account\/pages\/(?!agreement\/)/,
  /^pages\/user\//,
  // a visitor's complaints and their forms
  /^package-complaints\//,
  // the shell's tools and notices
  /^package-shell\//,
  // "mine": user-order, user-reservation, my-join, the Great Wall's user centre...
  /\/pages\/(user|my)-/,
  /\/pages\/cc-user\//,
  // orders, payments, reservations and their steps
  /\/pages\/[^/]*(order|pay|-success|reservation|appointment-(add|make|query|consumption)|seat-selection|time-choice|logistics|write-off|shop-cart)/,
  // forms a visitor fills in: writing, adding, editing, joining, signing in, quiz answers
  /\/pages\/[^/]*(-write|add-|-edit|crteate-|vote-join|join-group|sign-in-|volunteer-(service|supplement|manage|records)|service-record|call-upload|call-police|answer-|-survey)/,
]

export function isPrivatePage(pagePath: string): boolean {
  return PRIVATE_PAGES.some((rule) => rule.test(pagePath))
}

export interface SitemapRule {
  action: 'allow' | 'disallow'
  page: string
}

/** the sitemap of a package with these pages (no leading slash, as app.json lists them) */
export function sitemapOf(pagePaths: readonly string[]): { desc: string; rules: SitemapRule[] } {
  return {
    desc: 'Generated from src/core/sitemap.ts (isPrivatePage): the visitor’s own pages are not indexed.',
    rules: [
      ...[...pagePaths]
        .filter(isPrivatePage)
        .sort()
        .map((page): SitemapRule => ({ action: 'disallow', page })),
      { action: 'allow', page: '*' },
    ],
  }
}
