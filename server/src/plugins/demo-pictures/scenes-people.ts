/**
 * People: a head-and-shoulders portrait (a man, a woman: heritage inheritors, guides, authors), a
 * craftsperson at the workbench and an opera performer in costume and painted face. Faces are
 * simple shapes (no features beyond eyes, brows and mouth) so they read as a person at phone size
 * without pretending to be anyone.
 */
import { f, H, mix, type Painter, rgrad, vgrad, W } from './paint'

const SKINS = ['#f1c9a5', '#e8b98f', '#d9a47c', '#f3d2b3']
const CLOTHES = ['#2f4f6f', '#8e2b2b', '#3f5f3f', '#5a4a6a', '#6b4a2a', '#1f2a3a', '#b0503a']
const HAIR = ['#1c1714', '#2a211c', '#3b2e26', '#6e6a66', '#c9c6c0']

const pick = <T>(pt: Painter, list: T[]): T => list[Math.floor(pt.r() * list.length)]

/** a soft studio or workshop backdrop with a light behind the sitter */
function backdrop(pt: Painter): string {
  const base = pick(pt, ['#c9d6df', '#e6dccb', '#d7c7b5', '#b9c9b4', '#d9cfd9'])
  const dark = pt.time === 'night' || pt.time === 'dusk'
  const top = mix(base, dark ? '#2a2030' : '#ffffff', dark ? 0.45 : 0.2)
  let out = `<rect width="${W}" height="${H}" fill="${vgrad(pt, [
    [0, top],
    [1, mix(base, '#000000', 0.25)],
  ])}"/>`
  // out-of-focus shelves or lattice behind, as a workshop or a hall would have
  for (let i = 0; i < 6; i++) {
    const x = pt.between(0, W)
    out += `<rect x="${f(x)}" y="${f(pt.between(40, 260))}" width="${f(pt.between(40, 120))}" height="${f(pt.between(30, 90))}" rx="10" fill="${mix(base, pt.r() < 0.5 ? '#ffffff' : '#5a4a3a', 0.3)}" opacity=".35"/>`
  }
  out += `<circle cx="${f(pt.between(250, 550))}" cy="200" r="260" fill="${rgrad(pt, [
    [0, '#ffffff', 0.45],
    [1, '#ffffff', 0],
  ])}"/>`
  return out
}

/** a face at (x, y) of radius s*60: skin, ears, eyes, brows, a smile; hair drawn by the caller */
function face(x: number, y: number, s: number, skin: string, age: number): string {
  const ink = '#2a1e18'
  const lines =
    age > 0.6
      ? `<path d="M${f(x - 30 * s)},${f(y - 34 * s)}q30,-6 60,0M${f(x - 22 * s)},${f(y + 26 * s)}q-6,10 -2,18M${f(x + 22 * s)},${f(y + 26 * s)}q6,10 2,18" stroke="${mix(skin, '#000000', 0.3)}" stroke-width="${f(2 * s) || 1}" fill="none"/>`
      : ''
  return (
    `<ellipse cx="${f(x - 56 * s)}" cy="${f(y + 4 * s)}" rx="${f(10 * s)}" ry="${f(16 * s)}" fill="${mix(skin, '#000000', 0.08)}"/><ellipse cx="${f(x + 56 * s)}" cy="${f(y + 4 * s)}" rx="${f(10 * s)}" ry="${f(16 * s)}" fill="${mix(skin, '#000000', 0.08)}"/>` +
    `<ellipse cx="${f(x)}" cy="${f(y)}" rx="${f(56 * s)}" ry="${f(70 * s)}" fill="${skin}"/>` +
    `<ellipse cx="${f(x - 21 * s)}" cy="${f(y - 2 * s)}" rx="${f(6 * s)}" ry="${f(5 * s)}" fill="${ink}"/><ellipse cx="${f(x + 21 * s)}" cy="${f(y - 2 * s)}" rx="${f(6 * s)}" ry="${f(5 * s)}" fill="${ink}"/>` +
    `<path d="M${f(x - 32 * s)},${f(y - 18 * s)}q12,-8 22,-2M${f(x + 32 * s)},${f(y - 18 * s)}q-12,-8 -22,-2" stroke="${ink}" stroke-width="${f(4 * s) || 1}" fill="none" stroke-linecap="round"/>` +
    `<path d="M${f(x)},${f(y + 2 * s)}q-6,18 2,22" stroke="${mix(skin, '#000000', 0.25)}" stroke-width="${f(3 * s) || 1}" fill="none"/>` +
    `<path d="M${f(x - 18 * s)},${f(y + 38 * s)}q18,14 36,0" stroke="#a0483a" stroke-width="${f(4 * s) || 1}" fill="none" stroke-linecap="round"/>` +
    `<ellipse cx="${f(x - 34 * s)}" cy="${f(y + 22 * s)}" rx="${f(10 * s)}" ry="${f(6 * s)}" fill="#e08a7a" opacity=".3"/><ellipse cx="${f(x + 34 * s)}" cy="${f(y + 22 * s)}" rx="${f(10 * s)}" ry="${f(6 * s)}" fill="#e08a7a" opacity=".3"/>` +
    lines
  )
}

/** hair over a face at (x, y): short (man), a bun or shoulder-length (woman) */
function hair(x: number, y: number, s: number, color: string, style: 'short' | 'bun' | 'long'): string {
  const cap = `<path d="M${f(x - 60 * s)},${f(y - 4 * s)}Q${f(x - 64 * s)},${f(y - 84 * s)} ${f(x)},${f(y - 80 * s)}Q${f(x + 64 * s)},${f(y - 84 * s)} ${f(x + 60 * s)},${f(y - 4 * s)}Q${f(x + 50 * s)},${f(y - 40 * s)} ${f(x + 20 * s)},${f(y - 50 * s)}Q${f(x - 30 * s)},${f(y - 30 * s)} ${f(x - 60 * s)},${f(y - 4 * s)}Z" fill="${color}"/>`
  if (style === 'short') return cap
  if (style === 'bun') return `<circle cx="${f(x)}" cy="${f(y - 88 * s)}" r="${f(28 * s)}" fill="${color}"/>${cap}`
  return `<path d="M${f(x - 62 * s)},${f(y - 20 * s)}Q${f(x - 80 * s)},${f(y + 70 * s)} ${f(x - 56 * s)},${f(y + 96 * s)}L${f(x - 40 * s)},${f(y + 20 * s)}ZM${f(x + 62 * s)},${f(y - 20 * s)}Q${f(x + 80 * s)},${f(y + 70 * s)} ${f(x + 56 * s)},${f(y + 96 * s)}L${f(x + 40 * s)},${f(y + 20 * s)}Z" fill="${color}"/>${cap}`
}

/** shoulders and a jacket with a mandarin collar (a Chinese jacket) or an open collar */
function torso(pt: Painter, x: number, y: number, s: number, cloth: string, skin: string): string {
  const collar = pt.r() < 0.6
  let out = `<rect x="${f(x - 22 * s)}" y="${f(y - 30 * s)}" width="${f(44 * s)}" height="${f(40 * s)}" fill="${mix(skin, '#000000', 0.1)}"/>`
  out += `<path d="M${f(x - 190 * s)},${H}Q${f(x - 180 * s)},${f(y + 20 * s)} ${f(x - 40 * s)},${f(y)}L${f(x + 40 * s)},${f(y)}Q${f(x + 180 * s)},${f(y + 20 * s)} ${f(x + 190 * s)},${H}Z" fill="${cloth}"/>`
  if (collar) {
    out += `<path d="M${f(x - 40 * s)},${f(y)}h${f(80 * s)}v${f(16 * s)}h${f(-80 * s)}Z" fill="${mix(cloth, '#000000', 0.25)}"/><path d="M${f(x)},${f(y + 16 * s)}V${H}" stroke="${mix(cloth, '#000000', 0.3)}" stroke-width="${f(3 * s) || 1}"/>`
    for (let i = 0; i < 4; i++)
      out += `<path d="M${f(x - 12 * s)},${f(y + (40 + i * 36) * s)}h${f(24 * s)}" stroke="${mix(cloth, '#d9a23a', 0.6)}" stroke-width="${f(4 * s) || 1}"/>`
  } else {
    out += `<path d="M${f(x - 40 * s)},${f(y)}L${f(x)},${f(y + 70 * s)}L${f(x + 40 * s)},${f(y)}Z" fill="${mix(cloth, '#ffffff', 0.75)}"/>`
  }
  return out
}

function person(pt: Painter, woman: boolean): string {
  const skin = pick(pt, SKINS)
  const age = pt.r()
  const hairColor = age > 0.75 ? HAIR[3 + Math.floor(pt.r() * 2)] : HAIR[Math.floor(pt.r() * 3)]
  const x = pt.between(360, 440)
  const s = pt.between(1.5, 1.75)
  const y = 250
  const style = woman ? (pt.r() < 0.5 ? 'bun' : 'long') : 'short'
  let out = backdrop(pt)
  out += torso(pt, x, y + 100 * s, s, pick(pt, CLOTHES), skin)
  out += face(x, y, s, skin, age) + hair(x, y, s, hairColor, style)
  if (age > 0.55 && pt.r() < 0.5)
    out += `<g fill="none" stroke="#3a3030" stroke-width="${f(3 * s)}"><circle cx="${f(x - 21 * s)}" cy="${f(y - 2 * s)}" r="${f(14 * s)}"/><circle cx="${f(x + 21 * s)}" cy="${f(y - 2 * s)}" r="${f(14 * s)}"/><path d="M${f(x - 7 * s)},${f(y - 2 * s)}h${f(14 * s)}"/></g>`
  return out
}

/** a man, head and shoulders */
export function man(pt: Painter): string {
  return person(pt, false)
}

/** a woman, head and shoulders */
export function woman(pt: Painter): string {
  return person(pt, true)
}

/** a craftsperson at a workbench under a lamp, hands on the work (an embroidery frame, a plate) */
export function artisan(pt: Painter): string {
  const skin = pick(pt, SKINS)
  const cloth = pick(pt, CLOTHES)
  const x = pt.between(330, 470)
  const s = 1.05
  const y = 200
  let out = backdrop(pt)
  const lamp = pt.time === 'noon' ? '#fff6d8' : '#ffd27a'
  out += `<path d="M${f(x + 200)},0v70" stroke="#333" stroke-width="3"/><path d="M${f(x + 160)},110L${f(x + 180)},70h40L${f(x + 240)},110Z" fill="#3a4a3a"/><path d="M${f(x + 160)},110L${f(x + 40)},420H${f(x + 360)}L${f(x + 240)},110Z" fill="${lamp}" opacity=".18"/>`
  out += torso(pt, x, y + 100 * s, s * 1.2, cloth, skin)
  out += face(x, y + 10, s, skin, pt.r()) + hair(x, y + 10, s, pick(pt, HAIR.slice(0, 4)), pt.r() < 0.5 ? 'short' : 'bun')
  // the bench across the picture
  const wood = mix('#8a5a34', pt.time === 'night' ? '#000000' : '#ffffff', 0.12)
  out += `<path d="M0,410H${W}V${H}H0Z" fill="${wood}"/><path d="M0,410H${W}" stroke="${mix(wood, '#000000', 0.3)}" stroke-width="6"/>`
  // the work on the bench: a round embroidery frame with a flower, or a lacquer plate
  const wx = x + pt.between(-30, 30)
  if (pt.r() < 0.55) {
    out += `<ellipse cx="${f(wx)}" cy="460" rx="170" ry="56" fill="#c79a5a"/><ellipse cx="${f(wx)}" cy="460" rx="156" ry="48" fill="#f6f1e4"/>`
    out += `<g transform="translate(${f(wx)} 460) scale(1 .33)">${flowerMotif(0, 0, 1.1, pick(pt, ['#d8506a', '#e0707a', '#c83a4a']))}</g>`
  } else {
    out += `<ellipse cx="${f(wx)}" cy="462" rx="150" ry="50" fill="#1e1414"/><ellipse cx="${f(wx)}" cy="458" rx="120" ry="38" fill="#9a1e1e"/><ellipse cx="${f(wx)}" cy="458" rx="60" ry="18" fill="none" stroke="#d9b24a" stroke-width="5"/>`
  }
  // two hands on the work, a needle thread catching the light
  out += `<ellipse cx="${f(wx - 90)}" cy="440" rx="26" ry="16" fill="${skin}"/><ellipse cx="${f(wx + 80)}" cy="436" rx="26" ry="16" fill="${skin}"/><path d="M${f(wx - 90)},440L${f(x - 80)},${f(y + 200)}M${f(wx + 80)},436L${f(x + 80)},${f(y + 200)}" stroke="${cloth}" stroke-width="40" stroke-linecap="round"/><path d="M${f(wx + 96)},428l40,-70" stroke="#f4f0e0" stroke-width="2"/>`
  // spools and tools on the bench
  for (let i = 0; i < 4; i++) {
    const sx = i < 2 ? 40 + i * 60 : W - 160 + (i - 2) * 60
    out += `<rect x="${f(sx)}" y="500" width="36" height="46" rx="6" fill="${pick(pt, ['#d8322a', '#2e8b4e', '#3a6ea5', '#e0b040', '#c86aa0'])}"/><rect x="${f(sx - 4)}" y="494" width="44" height="8" fill="${mix(wood, '#000000', 0.3)}"/><rect x="${f(sx - 4)}" y="544" width="44" height="8" fill="${mix(wood, '#000000', 0.3)}"/>`
  }
  return out
}

/** a Sichuan opera performer: painted face, helmet with pompoms, embroidered robe, on stage */
export function performer(pt: Painter): string {
  const red = '#b81e24'
  let out = `<rect width="${W}" height="${H}" fill="${vgrad(pt, [
    [0, '#1a0c12'],
    [1, '#4a1a20'],
  ])}"/>`
  out += `<circle cx="400" cy="260" r="330" fill="${rgrad(pt, [
    [0, pt.time === 'noon' ? '#ffe9b8' : '#ffd08a', 0.55],
    [1, '#ffd08a', 0],
  ])}"/>`
  const x = pt.between(360, 440)
  const y = 250
  const robe = pick(pt, ['#c8322a', '#1f5f9a', '#2a7a4a', '#d9a23a'])
  // robe with gold embroidery, water sleeves flying
  out += `<path d="M${f(x - 230)},${H}Q${f(x - 200)},${y + 120} ${f(x - 50)},${y + 90}L${f(x + 50)},${y + 90}Q${f(x + 200)},${y + 120} ${f(x + 230)},${H}Z" fill="${robe}"/>`
  out += `<path d="M${f(x - 60)},${y + 95}Q${f(x)},${y + 180} ${f(x + 60)},${y + 95}" stroke="#e8c060" stroke-width="10" fill="none"/>`
  for (let i = 0; i < 5; i++)
    out += `<circle cx="${f(x - 120 + i * 60)}" cy="${f(y + 240 + (i % 2) * 30)}" r="16" fill="none" stroke="#e8c060" stroke-width="5"/>`
  const side = pt.r() < 0.5 ? -1 : 1
  out += `<path d="M${f(x + side * 180)},${y + 200}Q${f(x + side * 320)},${y + 40} ${f(x + side * 360)},${y - 120}Q${f(x + side * 380)},${y + 60} ${f(x + side * 260)},${y + 260}Z" fill="#f6f3ea" opacity=".92"/>`
  // the painted face: white base, red brows and cheeks, black eye patches, gold on the forehead
  out += `<ellipse cx="${f(x)}" cy="${y}" rx="78" ry="96" fill="#f6efe6"/>`
  out += `<path d="M${f(x - 78)},${y - 10}Q${f(x - 40)},${y - 70} ${f(x)},${y - 20}Q${f(x + 40)},${y - 70} ${f(x + 78)},${y - 10}Q${f(x + 60)},${y + 40} ${f(x)},${y + 30}Q${f(x - 60)},${y + 40} ${f(x - 78)},${y - 10}Z" fill="${pick(pt, [red, '#1e1e1e', '#2a5aa0'])}"/>`
  out += `<ellipse cx="${f(x - 30)}" cy="${y - 4}" rx="18" ry="10" fill="#111"/><ellipse cx="${f(x + 30)}" cy="${y - 4}" rx="18" ry="10" fill="#111"/><circle cx="${f(x - 30)}" cy="${y - 4}" r="5" fill="#fff"/><circle cx="${f(x + 30)}" cy="${y - 4}" r="5" fill="#fff"/>`
  out += `<path d="M${f(x)},${y - 90}l-12,40h24Z" fill="#e8c060"/><path d="M${f(x - 20)},${y + 56}q20,14 40,0" stroke="${red}" stroke-width="8" fill="none" stroke-linecap="round"/>`
  // helmet with pompoms and pheasant plumes
  out += `<path d="M${f(x - 92)},${y - 60}Q${f(x)},${y - 190} ${f(x + 92)},${y - 60}Z" fill="#d9a23a"/><path d="M${f(x - 92)},${y - 60}h184" stroke="#8e1b22" stroke-width="10"/>`
  for (let i = 0; i < 5; i++)
    out += `<circle cx="${f(x - 70 + i * 35)}" cy="${f(y - 100 - (i % 2) * 24)}" r="13" fill="${i % 2 ? '#e8322a' : '#2a8a5a'}"/>`
  out += `<path d="M${f(x - 30)},${y - 150}Q${f(x - 160)},${y - 300} ${f(x - 300)},${y - 230}M${f(x + 30)},${y - 150}Q${f(x + 160)},${y - 300} ${f(x + 300)},${y - 230}" stroke="#8a6a3a" stroke-width="7" fill="none"/>`
  return out
}

/** an embroidered hibiscus (芙蓉) with leaves, centred at (x, y): shared by the embroidery pieces */
export function flowerMotif(x: number, y: number, s: number, petal: string): string {
  let out = ''
  for (let i = 0; i < 5; i++) {
    const a = (i / 5) * Math.PI * 2 - Math.PI / 2
    const px = x + Math.cos(a) * 34 * s
    const py = y + Math.sin(a) * 34 * s
    out += `<ellipse cx="${f(px)}" cy="${f(py)}" rx="${f(34 * s)}" ry="${f(24 * s)}" fill="${petal}" transform="rotate(${f((a * 180) / Math.PI)} ${f(px)} ${f(py)})"/>`
    out += `<path d="M${f(x)},${f(y)}L${f(x + Math.cos(a) * 56 * s)},${f(y + Math.sin(a) * 56 * s)}" stroke="${mix(petal, '#ffffff', 0.5)}" stroke-width="${Math.max(1, f(2 * s))}"/>`
  }
  out += `<circle cx="${f(x)}" cy="${f(y)}" r="${f(14 * s)}" fill="#f0c040"/>`
  out += `<path d="M${f(x + 40 * s)},${f(y + 50 * s)}q50,10 80,60q-60,0 -80,-60ZM${f(x - 40 * s)},${f(y + 50 * s)}q-60,0 -90,50q60,6 90,-50Z" fill="#3f8a4a"/>`
  return out
}
