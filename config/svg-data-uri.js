/**
 * webpack loader (H5 only, config/h5-size.js): NutUI's icon modules with their SVG as text instead
 * of base64 (`data:image/svg+xml,<svg …>` with the few characters a URL in a quoted CSS url()
 * cannot hold escaped). NutUI draws an icon on H5 as a CSS mask of that address; base64 hides the
 * path data's repetitions from gzip, so each icon weighed ~1 KB: the home's dozen went from 11 to
 * 8 KB gzip. The mini-program keeps NutUI's modules as they are.
 */
const BASE64_SVG = /"data:image\/svg\+xml;base64,([A-Za-z0-9+/=]+)"/g

/** what must be escaped in a data: URL inside url('…') and a JS string: %, #, <, >, quotes, controls… */
const escapeSvg = (svg) => svg.replace(/[%#<>"'\n\r\t{}|\\^`]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase().padStart(2, '0')}`)

function svgAsText(source) {
  return String(source).replace(BASE64_SVG, (_, b64) =>
    JSON.stringify(`data:image/svg+xml,${escapeSvg(Buffer.from(b64, 'base64').toString('utf8'))}`),
  )
}

module.exports = svgAsText
module.exports.default = svgAsText
module.exports.svgAsText = svgAsText
