/**
 * base.wxml, the templates Taro draws every node with: template tmpl_0_<nn> starts with the WXML
 * element node name `nn` renders, whose attributes read short data keys (`<image src="{{i.p4}}">`,
 * `lazy-load="{{xs.b(i.p1,!1)}}"`). One parse serves the harness's node names and attribute names
 * and the media check (./media-check.mjs).
 */

/** nn -> { tag, attrs: { data key: attribute } } as the templates declare them */
export function templateShapes(wxml) {
  const shapes = {}
  for (const [, nn, tag, attrs] of wxml.matchAll(/<template name="tmpl_0_([^"]+)">\s*<([\w-]+)([^>]*)>/g)) {
    const keys = {}
    for (const a of attrs.matchAll(/([\w-]+)="\{\{(?:xs\.b\()?i\.(p\d+)\b/g)) keys[a[2]] = a[1]
    shapes[nn] = { tag, attrs: keys }
  }
  return shapes
}

/** nn -> the element's tag; input and textarea pick a focus or blur template: the node's name is theirs */
export function nodeNames(shapes) {
  const names = Object.fromEntries(Object.entries(shapes).map(([nn, s]) => [nn, s.tag]))
  for (const k of Object.keys(names)) if (names[k] === 'template' && names[`${k}_focus`]) names[k] = names[`${k}_focus`]
  return names
}

/** nn -> { data key: attribute } (`placeholder` for p13, ...), the focus template's for input and textarea */
export function nodeAttributes(shapes) {
  const attrs = Object.fromEntries(Object.entries(shapes).map(([nn, s]) => [nn, s.attrs]))
  for (const k of Object.keys(attrs)) if (!Object.keys(attrs[k]).length && attrs[`${k}_focus`]) attrs[k] = attrs[`${k}_focus`]
  return attrs
}
