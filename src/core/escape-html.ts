/** Text as HTML that shows it literally (for markup built as a string: titles, map labels, server pages). */
const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' }

export const escapeHtml = (text: string): string => text.replace(/[&<>"']/g, (c) => ENTITIES[c])
