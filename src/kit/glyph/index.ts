export { Glyph, glyphUrl } from './Glyph'
