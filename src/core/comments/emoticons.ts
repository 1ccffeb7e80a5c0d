/**
 * The emoticon set (product-spec 3: Emoticon = id, name, url). The spec does not list the set; ours
 * is 16 Unicode expressions (faces of the Emoticons block and a heart, which phones' fonts draw), so
 * they need no picture files and show the same on H5 and in the mini-program. The picker writes the glyph into the text; `url` stays empty (the contract field is
 * kept for sets that are pictures). Names are translated under comments:emoticon.<id>.
 */
export interface Emoticon {
  id: string
  /** the Chinese name the spec's set uses, e.g. [微笑] */
  name: string
  glyph: string
  url: string
}

const SET: Array<[string, string, string]> = [
  ['smile', '微笑', '😊'],
  ['laugh', '大笑', '😄'],
  ['joy', '笑哭', '😂'],
  ['love', '喜欢', '😍'],
  ['kiss', '飞吻', '😘'],
  ['cool', '酷', '😎'],
  ['wink', '调皮', '😜'],
  ['smirk', '得意', '😏'],
  ['relieved', '安心', '😌'],
  ['surprise', '惊讶', '😮'],
  ['sad', '难过', '😢'],
  ['angry', '生气', '😠'],
  ['sleepy', '困', '😴'],
  ['cheer', '欢呼', '🙌'],
  ['pray', '祈福', '🙏'],
  ['heart', '爱心', '❤️'],
]

export const EMOTICONS: readonly Emoticon[] = SET.map(([id, name, glyph]) => ({ id, name, glyph, url: '' }))

const BY_GLYPH = new Map(EMOTICONS.map((e) => [e.glyph, e.id]))
// longest glyphs first, so a glyph with a variation selector is matched whole
const GLYPHS = [...BY_GLYPH.keys()].sort((a, b) => b.length - a.length)

/** Ids of the set's expressions written in `text`, in order, one per occurrence. */
export function emoticonIdsIn(text: string): string[] {
  const ids: string[] = []
  for (let i = 0; i < text.length;) {
    const glyph = GLYPHS.find((g) => text.startsWith(g, i))
    if (glyph) {
      ids.push(BY_GLYPH.get(glyph)!)
      i += glyph.length
    } else i += 1
  }
  return ids
}
