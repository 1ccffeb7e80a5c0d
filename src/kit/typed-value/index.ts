/**
 * The text of a Taro Input/Textarea event. On both platforms Taro hands `detail.value`; a field whose
 * web component has not hydrated yet (jsdom under load, a very fast first keystroke on H5) sends the
 * plain DOM event, which carries the text on its target. Read it here rather than `e.detail.value`
 * in each page, which threw on that event and lost the keystroke.
 */
export const typedValue = (e: { detail?: { value?: string }; target?: unknown } | undefined): string =>
  e?.detail?.value ?? (e?.target as { value?: string } | null | undefined)?.value ?? ''
