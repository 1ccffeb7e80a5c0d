/** Stored texts are plain paragraphs separated by blank lines; shown one Text each, never as markup. */
export const paragraphsOf = (text: string): string[] =>
  text
    .split(/\n\s*\n|\n/)
    .map((p) => p.trim())
    .filter(Boolean)
