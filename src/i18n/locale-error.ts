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
