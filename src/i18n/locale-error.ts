/** The error catalogue's "unknown locale module → not-found error", shared by both locale loaders. */
export class LocaleNotFoundError extends Error {
  readonly code = 'LOCALE_NOT_FOUND'
  constructor(
    readonly lang: string,
    readonly namespace: string,
  ) {
    super(`Locale module not found: locales/${lang}/${namespace}.json`)
    this.name = 'LocaleNotFoundError'
  }
}

/**
 * A language of the site whose file could not be brought in (the mini-program: its subpackage did
 * not download). Nothing changed; asking again may succeed, so the language switch offers a retry.
 */
export class LocaleLoadError extends Error {
  readonly code = 'LOCALE_LOAD_FAILED'
  constructor(
    readonly lang: string,
    readonly reason?: string,
  ) {
    super(`Language could not be loaded: ${lang}${reason ? ` (${reason})` : ''}`)
    this.name = 'LocaleLoadError'
  }
}
