/**
 * Crafted objects, close up: an embroidered silk round fan (团扇) or framed embroidery with a
 * hibiscus, koi or panda; craftwork on a display cloth (a lacquer vase and plate, a bamboo-woven
 * cup, silver filigree); a plated Sichuan dish seen from above (dumplings in red oil, mapo tofu,
 * skewers) with rice and small bowls around it.
 */
import { f, H, mix, type Painter, rgrad, vgrad, W } from './paint'
import { flowerMotif } from './scenes-people'

const pick = <T>(pt: Painter, list: T[]): T => list[Math.floor(pt.r() * list.length)]

/** a draped silk or linen cloth the object stands on, lit from the top left */
function cloth(pt: Painter): string {
  const base = pick(pt, ['#3a2a2a', '#2a3440', '#6a2a2a', '#e8e0d0', '#2f3f35'])
  const dark = pt.time === 'night' || pt.time === 'dusk'
  let out = `<rect width="${W}" height="${H}" fill="${vgrad(pt, [
    [0, mix(base, dark ? '#000000' : '#ffffff', 0.15)],
    [1, mix(base, '#000000', 0.3)],
  ])}"/>`
  for (let i = 0; i < 5; i++) {
    const y = pt.between(0, H)
    out += `<path d="M0,${f(y)}C260,${f(y + pt.between(-60, 60))} 520,${f(y + pt.between(-60, 60))} ${W},${f(y)}" stroke="${mix(base, '#ffffff', 0.2)}" stroke-width="${f(pt.between(10, 30))}" fill="none" opacity=".18"/>`
  }
  out += `<rect width="${W}" height="${H}" fill="${rgrad(pt, [
    [0, '#ffffff', 0.18],
    [1, '#000000', 0.3],
  ])}"/>`
  return out
}

function koi(x: number, y: number, s: number, angle: number, color: string): string {
  return `<g transform="translate(${f(x)} ${f(y)}) rotate(${f(angle)}) scale(${s.toFixed(2)})"><path d="M-60,0Q-20,-30 30,-10Q50,0 30,10Q-20,30 -60,0Z" fill="${color}"/><path d="M-60,0l-30,-22q10,22 0,44Z" fill="${color}"/><path d="M-10,-16q10,-14 24,-6" fill="none" stroke="${color}" stroke-width="6"/><circle cx="18" cy="-3" r="3" fill="#222"/><path d="M-30,-8q14,6 30,0" stroke="#fff" stroke-width="3" fill="none" opacity=".6"/></g>`
}

function pandaMotif(x: number, y: number, s: number): string {
  const k = '#1e1e22'
  return `<g transform="translate(${f(x)} ${f(y)}) scale(${s.toFixed(2)})"><ellipse cx="0" cy="40" rx="46" ry="40" fill="#fbfaf6"/><ellipse cx="-30" cy="66" rx="18" ry="12" fill="${k}"/><ellipse cx="30" cy="66" rx="18" ry="12" fill="${k}"/><circle cx="0" cy="-16" r="36" fill="#fbfaf6"/><circle cx="-28" cy="-44" r="11" fill="${k}"/><circle cx="28" cy="-44" r="11" fill="${k}"/><ellipse cx="-13" cy="-18" rx="8" ry="11" fill="${k}"/><ellipse cx="13" cy="-18" rx="8" ry="11" fill="${k}"/><ellipse cx="0" cy="-2" rx="6" ry="4" fill="${k}"/><path d="M40,-40L60,70" stroke="#6a9a3a" stroke-width="6"/><path d="M50,10q22,-10 34,0q-20,6 -34,0Z" fill="#4a8a3a"/></g>`
}

/** an embroidered round fan (团扇) or a framed piece: silk, a motif in satin stitch, a tassel */
export function embroidery(pt: Painter): string {
  let out = cloth(pt)
  const fan = pt.r() < 0.6
  const x = pt.between(360, 440)
  const y = fan ? 250 : 300
  const silk = pick(pt, ['#f6f1e4', '#f3e9d8', '#eef2ee', '#f7e8e8'])
  const rim = pick(pt, ['#6a3a1a', '#2a1a14', '#b08040'])
  const motif = Math.floor(pt.r() * 3)
  const petal = pick(pt, ['#e07a8a', '#d8506a', '#f09aa8', '#c83a4a'])
  const inner =
    motif === 0
      ? flowerMotif(x - 20, y - 30, 1.3, petal) + flowerMotif(x + 70, y + 60, 0.7, mix(petal, '#ffffff', 0.3))
      : motif === 1
        ? koi(x - 40, y - 20, 1.3, -15, '#e8602a') + koi(x + 50, y + 50, 1.1, 160, '#d8322a') + flowerMotif(x + 80, y - 80, 0.5, petal)
        : pandaMotif(x - 10, y - 10, 1.4) + flowerMotif(x + 100, y + 80, 0.5, petal)
  const id = pt.id('silk')
  if (fan) {
    const r = 190
    pt.defs.push(`<clipPath id="${id}"><circle cx="${f(x)}" cy="${y}" r="${r}"/></clipPath>`)
    out += `<ellipse cx="${f(x + 14)}" cy="${y + 20}" rx="${r}" ry="${r}" fill="#000" opacity=".25"/>`
    out += `<path d="M${f(x)},${y + r}v150" stroke="${rim}" stroke-width="16" stroke-linecap="round"/><circle cx="${f(x)}" cy="${y + r + 160}" r="8" fill="#d9a23a"/><path d="M${f(x)},${y + r + 168}v40" stroke="#c8322a" stroke-width="6"/>`
    out += `<circle cx="${f(x)}" cy="${y}" r="${r}" fill="${silk}"/><g clip-path="url(#${id})">${inner}</g>`
    out += `<circle cx="${f(x)}" cy="${y}" r="${r}" fill="none" stroke="${rim}" stroke-width="12"/>`
  } else {
    pt.defs.push(`<clipPath id="${id}"><rect x="${f(x - 230)}" y="${y - 200}" width="460" height="380"/></clipPath>`)
    out += `<rect x="${f(x - 254)}" y="${y - 224}" width="508" height="428" fill="${rim}"/><rect x="${f(x - 230)}" y="${y - 200}" width="460" height="380" fill="${silk}"/><g clip-path="url(#${id})">${inner}</g>`
  }
  // the sheen of silk
  out += `<path d="M${f(x - 150)},${y - 120}q80,-60 200,-40" stroke="#fff" stroke-width="10" opacity=".25" fill="none"/>`
  return out
}

/** craftwork on display: a lacquer vase and plate, a bamboo-woven porcelain cup, silver filigree */
export function craftwork(pt: Painter): string {
  let out = cloth(pt)
  const kind = Math.floor(pt.r() * 3)
  const x = pt.between(300, 380)
  out += `<ellipse cx="${f(x)}" cy="500" rx="150" ry="26" fill="#000" opacity=".3"/>`
  if (kind === 0) {
    // lacquer: a red-and-black vase with a gold band, a plate leaning behind
    const lac = pick(pt, ['#9a1e1e', '#1e1414', '#7a2a1a'])
    out += `<ellipse cx="${f(x + 220)}" cy="330" rx="120" ry="120" fill="#1e1414"/><circle cx="${f(x + 220)}" cy="330" r="96" fill="#9a1e1e"/><circle cx="${f(x + 220)}" cy="330" r="50" fill="none" stroke="#d9b24a" stroke-width="6"/>`
    out += flowerMotif(x + 220, 330, 0.55, '#d9b24a')
    out += `<path d="M${f(x - 50)},150h100l-10,40q110,90 60,250q-10,50 -50,60h-100q-40,-10 -50,-60q-50,-160 60,-250Z" fill="${lac}"/>`
    out += `<path d="M${f(x - 84)},300h168" stroke="#d9b24a" stroke-width="14"/><path d="M${f(x - 74)},340h148" stroke="#d9b24a" stroke-width="4"/>`
    out += `<path d="M${f(x - 40)},190q-40,120 -20,240" stroke="#fff" stroke-width="8" opacity=".25" fill="none"/>`
  } else if (kind === 1) {
    // bamboo weave over porcelain: a cup and its saucer, the weave as a fine cross-hatch
    const id = pt.id('cup')
    pt.defs.push(`<clipPath id="${id}"><path d="M${f(x - 130)},230h260q-10,220 -130,240q-120,-20 -130,-240Z"/></clipPath>`)
    out += `<ellipse cx="${f(x)}" cy="480" rx="200" ry="40" fill="#f4f1ea"/><ellipse cx="${f(x)}" cy="476" rx="150" ry="26" fill="#e0dccf"/>`
    out += `<path d="M${f(x - 130)},230h260q-10,220 -130,240q-120,-20 -130,-240Z" fill="#d9b26a"/>`
    let weave = ''
    for (let i = -20; i < 30; i++)
      weave += `<path d="M${f(x - 200 + i * 12)},200l200,300M${f(x + 200 - i * 12)},200l-200,300" stroke="#a8803a" stroke-width="2"/>`
    out += `<g clip-path="url(#${id})">${weave}</g>`
    out += `<ellipse cx="${f(x)}" cy="230" rx="130" ry="28" fill="#f4f1ea"/><ellipse cx="${f(x)}" cy="234" rx="112" ry="20" fill="#b8863a"/>`
    out += `<path d="M${f(x + 128)},270q80,10 60,90q-20,40 -76,30" stroke="#d9b26a" stroke-width="18" fill="none"/>`
  } else {
    // silver filigree: a lidded box of fine silver wire scrolls
    const silver = '#d8dde4'
    out += `<path d="M${f(x - 150)},300h300v160q-150,40 -300,0Z" fill="${mix(silver, '#6a7080', 0.3)}"/>`
    for (let i = 0; i < 5; i++)
      out += `<circle cx="${f(x - 110 + i * 55)}" cy="380" r="22" fill="none" stroke="${silver}" stroke-width="4"/><path d="M${f(x - 130 + i * 55)},380q20,-30 40,0" stroke="${silver}" stroke-width="3" fill="none"/>`
    out += `<ellipse cx="${f(x)}" cy="300" rx="150" ry="30" fill="${silver}"/><path d="M${f(x - 130)},296Q${f(x)},180 ${f(x + 130)},296Z" fill="${mix(silver, '#8a90a0', 0.2)}"/>`
    for (let i = 0; i < 4; i++) out += `<path d="M${f(x - 90 + i * 60)},280q20,-40 40,0" stroke="#ffffff" stroke-width="3" fill="none"/>`
    out += `<circle cx="${f(x)}" cy="214" r="14" fill="#c8322a"/><path d="M${f(x - 100)},310q100,30 200,0" stroke="#fff" stroke-width="6" opacity=".4" fill="none"/>`
  }
  // a small card stand and a brush at the side, as a shop or exhibition shows it
  const cx = x < 340 ? 650 : 120
  out += `<rect x="${cx - 40}" y="430" width="80" height="60" rx="4" fill="#f4efe2"/><path d="M${cx - 26},450h52M${cx - 26},466h36" stroke="#8a7a6a" stroke-width="4"/>`
  return out
}

/** a plated dish from above on a table: dumplings in red oil, mapo tofu or skewers, with rice */
export function dish(pt: Painter): string {
  const wood = mix(pick(pt, ['#8a5a34', '#5e3b22', '#a8784e']), pt.time === 'night' ? '#1a1020' : '#ffffff', 0.12)
  let out = `<rect width="${W}" height="${H}" fill="${vgrad(pt, [
    [0, mix(wood, '#000000', 0.15)],
    [1, wood],
  ])}"/>`
  const x = pt.between(360, 440)
  const y = 300
  const plate = pick(pt, ['#f7f5ef', '#eef3f6', '#2f5e8a'])
  out += `<ellipse cx="${f(x + 10)}" cy="${y + 20}" rx="250" ry="170" fill="#000" opacity=".25"/><ellipse cx="${f(x)}" cy="${y}" rx="250" ry="170" fill="${plate}"/><ellipse cx="${f(x)}" cy="${y}" rx="200" ry="132" fill="${mix(plate, '#000000', 0.05)}"/>`
  const kind = Math.floor(pt.r() * 3)
  if (kind === 0) {
    // dumplings (水饺) in red chilli oil with sesame and spring onion
    out += `<ellipse cx="${f(x)}" cy="${y}" rx="190" ry="122" fill="#b8321e"/>`
    for (let i = 0; i < 9; i++) {
      const a = (i / 9) * Math.PI * 2
      const dx = x + Math.cos(a) * 110 * (i % 2 ? 0.9 : 0.6)
      const dy = y + Math.sin(a) * 70 * (i % 2 ? 0.9 : 0.6)
      out += `<path d="M${f(dx - 40)},${f(dy + 10)}Q${f(dx)},${f(dy - 50)} ${f(dx + 40)},${f(dy + 10)}Q${f(dx)},${f(dy + 26)} ${f(dx - 40)},${f(dy + 10)}Z" fill="#f6ecd8"/><path d="M${f(dx - 30)},${f(dy)}q30,-20 60,0" stroke="#e2d2b0" stroke-width="3" fill="none"/>`
    }
  } else if (kind === 1) {
    // mapo tofu: white cubes in red sauce, minced meat, green onion
    out += `<ellipse cx="${f(x)}" cy="${y}" rx="190" ry="122" fill="#a8281a"/>`
    for (let i = 0; i < 16; i++) {
      const dx = x + pt.between(-140, 140)
      const dy = y + pt.between(-80, 80)
      out += `<rect x="${f(dx - 18)}" y="${f(dy - 14)}" width="36" height="28" rx="4" fill="#f6eee0" transform="rotate(${f(pt.between(-30, 30))} ${f(dx)} ${f(dy)})"/>`
    }
    for (let i = 0; i < 20; i++)
      out += `<circle cx="${f(x + pt.between(-150, 150))}" cy="${f(y + pt.between(-90, 90))}" r="4" fill="#5a2a14"/>`
  } else {
    // skewers (串串) fanned across the plate
    for (let i = 0; i < 7; i++) {
      const a = -0.5 + i * 0.16
      const bx = x - 170
      const by = y + 60 - i * 22
      out += `<path d="M${f(bx)},${f(by)}l${f(Math.cos(a) * 360)},${f(Math.sin(a) * 120)}" stroke="#d8b070" stroke-width="5"/>`
      for (let k = 0; k < 4; k++) {
        const px = bx + 100 + k * 56
        const py = by + Math.sin(a) * (100 + k * 56) * 0.33
        out += `<ellipse cx="${f(px)}" cy="${f(py)}" rx="24" ry="13" fill="${pick(pt, ['#c8502a', '#8a3a1a', '#e0a060', '#6a8a3a'])}"/>`
      }
    }
  }
  // spring onion and sesame on top, whichever the dish
  for (let i = 0; i < 18; i++)
    out += `<circle cx="${f(x + pt.between(-150, 150))}" cy="${f(y + pt.between(-90, 90))}" r="${pt.r() < 0.5 ? 5 : 3}" fill="${pt.r() < 0.6 ? '#4aa050' : '#f4e6c0'}"/>`
  // rice and a small bowl of chilli on the side, chopsticks
  const side = x < 400 ? 1 : -1
  const rx = 400 + side * 320
  out += `<ellipse cx="${rx}" cy="120" rx="70" ry="46" fill="#f4f1ea"/><ellipse cx="${rx}" cy="114" rx="52" ry="30" fill="#fbfaf6"/><ellipse cx="${rx}" cy="500" rx="56" ry="36" fill="#f4f1ea"/><ellipse cx="${rx}" cy="496" rx="40" ry="24" fill="#c8281a"/>`
  out += `<path d="M${400 - side * 360},560l${side * 220},-120M${400 - side * 350},572l${side * 220},-120" stroke="#2a1a14" stroke-width="8" stroke-linecap="round"/>`
  return out
}
