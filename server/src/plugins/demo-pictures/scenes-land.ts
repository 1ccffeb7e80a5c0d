/**
 * Landscape scenes: mountains in mist, a lake and a river with reflections, terraced fields, a
 * desert with camels, grassland with yurts, the Great Wall on its ridges, a snowy peak, a Qiang
 * stone-tower village, a bamboo grove and a panda. Each takes a Painter (paint.ts) and returns
 * the picture's markup.
 */
import { crest, eave, f, H, mist, mix, type Painter, pine, ridge, ridgePath, roundTree, sky, vgrad, W, water } from './paint'

function layers(pt: Painter, top: number, count: number, amp: number, misty = true): string {
  const { p } = pt
  let out = ''
  for (let i = 0; i < count; i++) {
    const t = i / Math.max(1, count - 1)
    const color = i === 0 ? p.far : mix(mix(p.far, p.mid, Math.min(1, t * 1.6)), p.near, Math.max(0, t * 1.4 - 0.4))
    const y = top + i * ((H - top) / (count + 0.6))
    out += ridge(pt, y, amp * (1 - t * 0.45), color, { steps: 14 + i * 3 })
    if (misty && i < count - 1) out += mist(pt, y + 10, 90, 0.55 - t * 0.25)
  }
  return out
}

export function mountain(pt: Painter): string {
  let out = sky(pt, 330) + layers(pt, 250, 5, 70)
  const ridgeTop = H - 70
  for (let i = 0; i < 7; i++) {
    const x = pt.between(0, W)
    out += pine(x, ridgeTop + pt.between(0, 60), pt.between(0.5, 1), mix(pt.p.near, '#000000', 0.35))
  }
  if (pt.r() < 0.6) {
    const x = pt.between(200, 600)
    const y = 300
    out += `<rect x="${f(x - 14)}" y="${y - 24}" width="28" height="24" fill="${pt.p.roof}"/>${eave(x - 26, x + 26, y - 22, 18, pt.p.roof)}`
  }
  return out
}

export function lake(pt: Painter): string {
  const horizon = pt.between(330, 380)
  const hills = ridge(pt, horizon - 60, 60, pt.p.far, { steps: 12 }) + ridge(pt, horizon - 15, 35, pt.p.mid, { steps: 18 })
  let trees = ''
  for (let i = 0; i < 9; i++) trees += pine(pt.between(0, W), horizon + 2, pt.between(0.35, 0.6), pt.p.near)
  const land = `<g>${hills}</g>`
  let out = sky(pt, horizon) + land + mist(pt, horizon - 60, 60, 0.5) + trees
  out += water(pt, horizon, sky(pt, horizon) + hills + trees)
  if (pt.r() < 0.7) {
    const bx = pt.between(150, 600)
    const by = pt.between(horizon + 60, H - 60)
    out += `<path d="M${f(bx - 40)},${f(by)}Q${f(bx)},${f(by + 16)} ${f(bx + 40)},${f(by)}Z" fill="${mix(pt.p.roof, '#000000', 0.3)}"/><path d="M${f(bx - 16)},${f(by - 2)}q16,-22 32,0Z" fill="${mix(pt.p.wall, pt.p.roof, 0.4)}"/>`
  }
  return out
}

export function river(pt: Painter): string {
  const horizon = 300
  let out = sky(pt, horizon) + layers(pt, 230, 3, 50)
  out += `<rect x="0" y="${horizon + 40}" width="${W}" height="${H - horizon - 40}" fill="${pt.p.ground}"/>`
  const cx = pt.between(300, 500)
  const riverFill = vgrad(pt, [
    [0, mix(pt.p.water, pt.p.skyBottom, 0.5)],
    [1, pt.p.water],
  ])
  out += `<path d="M${f(cx - 20)},${horizon + 40}C${f(cx + 120)},400 ${f(cx - 260)},470 ${f(cx - 160)},${H}L${f(cx + 260)},${H}C${f(cx + 120)},470 ${f(cx + 180)},400 ${f(cx + 40)},${horizon + 40}Z" fill="${riverFill}"/>`
  for (let i = 0; i < 8; i++) {
    const y = 380 + i * 26
    out += `<path d="M${f(cx - 60 + pt.between(-40, 40))},${y}h${f(30 + i * 8)}" stroke="#fff" opacity=".35" stroke-width="2" stroke-linecap="round"/>`
  }
  // a stone arch bridge
  const by = 420
  out += `<path d="M${f(cx - 230)},${by}Q${f(cx - 20)},${by - 70} ${f(cx + 250)},${by}v14H${f(cx - 230)}Z" fill="${mix(pt.p.wall, '#7a7468', 0.5)}"/><path d="M${f(cx - 80)},${by + 14}Q${f(cx + 10)},${by - 50} ${f(cx + 100)},${by + 14}Z" fill="${mix(pt.p.water, '#000000', 0.35)}"/>`
  for (let i = 0; i < 6; i++)
    out += roundTree(
      pt.r() < 0.5 ? pt.between(20, cx - 240) : pt.between(cx + 260, W - 20),
      pt.between(380, 560),
      pt.between(0.8, 1.4),
      pt.p.near,
      pt.p.roof,
    )
  return out
}

export function terraces(pt: Painter): string {
  let out = sky(pt, 260) + layers(pt, 200, 2, 50)
  const bands = 9
  for (let i = 0; i < bands; i++) {
    const y = 260 + i * 38
    const pts = crest(pt, y, 14, 10)
    const fill = i % 2 ? mix(pt.p.ground, pt.p.water, 0.35) : pt.p.ground
    out += `<path d="${ridgePath(pts)}" fill="${mix(fill, '#000000', i * 0.03)}"/>`
    out += `<path d="${ridgePath(pts)
      .replace(/^M0,600L/, 'M')
      .replace(/L800,\d+L800,600Z$/, '')}" fill="none" stroke="${mix(pt.p.skyBottom, '#ffffff', 0.4)}" stroke-width="2" opacity=".6"/>`
  }
  for (let i = 0; i < 4; i++) {
    const x = pt.between(60, 740)
    const y = pt.between(280, 360)
    out += `<rect x="${f(x - 16)}" y="${f(y - 14)}" width="32" height="14" fill="${pt.p.wall}"/><path d="M${f(x - 22)},${f(y - 13)}L${f(x)},${f(y - 28)}L${f(x + 22)},${f(y - 13)}Z" fill="${pt.p.roof}"/>`
  }
  return out
}

export function desert(pt: Painter): string {
  let out = sky(pt, 330)
  const sand = pt.time === 'night' ? '#4a4660' : pt.time === 'dusk' ? '#d98c55' : '#e6b877'
  for (let i = 0; i < 4; i++) {
    const color = mix(sand, i % 2 ? '#8a5a30' : '#fff2d6', 0.12 + i * 0.08)
    out += ridge(pt, 330 + i * 70, 40 - i * 5, color, { steps: 6 + i })
  }
  const cy = pt.between(400, 440)
  const cx = pt.between(120, 360)
  const ink = mix(pt.p.near, '#000000', 0.5)
  for (let i = 0; i < 4; i++) {
    const x = cx + i * 70
    const y = cy + i * 6
    out += `<g fill="${ink}"><ellipse cx="${x}" cy="${y}" rx="24" ry="12"/><circle cx="${x - 8}" cy="${y - 12}" r="9"/><circle cx="${x + 10}" cy="${y - 11}" r="8"/><path d="M${x + 20},${y - 4}q14,-10 10,-30h8q4,4 -2,8q-4,16 -10,26Z"/><path d="M${x - 18},${y + 6}v22h4v-20ZM${x - 6},${y + 8}v20h4v-20ZM${x + 8},${y + 8}v20h4v-20ZM${x + 17},${y + 6}v22h4v-22Z"/></g>`
  }
  out += `<path d="M${cx - 40},${cy + 30}C${cx + 100},${cy + 40} ${cx + 200},${cy + 20} ${cx + 320},${cy + 34}" stroke="${mix(sand, '#000000', 0.2)}" stroke-dasharray="3 9" stroke-width="3" fill="none"/>`
  return out
}

export function grassland(pt: Painter): string {
  let out = sky(pt, 320)
  out += ridge(pt, 290, 60, pt.p.far, { steps: 8, smooth: false })
  out += mist(pt, 260, 80, 0.5)
  out += ridge(pt, 360, 25, pt.p.mid, { steps: 6 }) + ridge(pt, 420, 20, pt.p.ground, { steps: 5 })
  const n = 2 + Math.floor(pt.r() * 3)
  for (let i = 0; i < n; i++) {
    const x = 140 + i * pt.between(120, 170)
    const y = pt.between(440, 480)
    const s = pt.between(0.9, 1.3)
    out += `<g transform="translate(${f(x)} ${f(y)}) scale(${s.toFixed(2)})"><rect x="-40" y="-36" width="80" height="36" fill="#f5f3ee"/><path d="M-46,-34Q0,-78 46,-34Z" fill="#fbfaf6"/><path d="M-40,-22h80M-40,-12h80" stroke="#3a6ea5" stroke-width="3"/><rect x="-9" y="-24" width="18" height="24" fill="#b23a2a"/><circle cx="0" cy="-60" r="5" fill="#e0b040"/></g>`
  }
  for (let i = 0; i < 14; i++) {
    const x = pt.between(0, W)
    const y = pt.between(500, 580)
    out += `<ellipse cx="${f(x)}" cy="${f(y)}" rx="8" ry="5" fill="${pt.time === 'night' ? '#8088a0' : '#f4f1e8'}"/>`
  }
  return out
}

export function greatwall(pt: Painter): string {
  let out = sky(pt, 320) + ridge(pt, 260, 50, pt.p.far, { steps: 10 }) + mist(pt, 250, 90, 0.5)
  const pts = crest(pt, 380, 90, 10)
  out += `<path d="${ridgePath(pts)}" fill="${pt.p.mid}"/>`
  const wall = mix(pt.p.wall, '#8a7a66', 0.45)
  const line = pts.map(([x, y], i) => `${i ? 'L' : 'M'}${f(x)},${f(y - 6)}`).join('')
  out += `<path d="${line}" stroke="${mix(wall, '#000000', 0.25)}" stroke-width="16" fill="none" stroke-linejoin="round"/><path d="${line}" stroke="${wall}" stroke-width="10" fill="none" stroke-dasharray="6 5" transform="translate(0 -9)"/>`
  for (const i of [2, 5, 8]) {
    const [x, y] = pts[i]
    out += `<rect x="${f(x - 16)}" y="${f(y - 44)}" width="32" height="38" fill="${wall}"/><path d="M${f(x - 16)},${f(y - 44)}h32v-6h-5v4h-5v-4h-6v4h-5v-4h-5v4h-6Z" fill="${wall}"/><rect x="${f(x - 4)}" y="${f(y - 32)}" width="8" height="12" rx="4" fill="${mix(pt.p.near, '#000000', 0.3)}"/>`
  }
  out += ridge(pt, 520, 40, pt.p.near, { steps: 12 })
  for (let i = 0; i < 8; i++) out += pine(pt.between(0, W), pt.between(540, 600), pt.between(0.5, 0.9), mix(pt.p.near, '#000000', 0.3))
  return out
}

export function snowpeak(pt: Painter): string {
  let out = sky(pt, 360)
  const px = pt.between(260, 540)
  const top = pt.between(90, 140)
  const rock = mix(pt.p.far, '#5a6070', 0.4)
  out += `<path d="M${f(px - 420)},420L${f(px - 120)},${f(top + 140)}L${f(px - 40)},${f(top + 60)}L${f(px)},${f(top)}L${f(px + 60)},${f(top + 80)}L${f(px + 150)},${f(top + 120)}L${f(px + 430)},420Z" fill="${rock}"/>`
  const snow = pt.time === 'night' ? '#c9d3ea' : pt.time === 'dusk' ? '#ffd8c2' : '#ffffff'
  out += `<path d="M${f(px - 120)},${f(top + 140)}L${f(px - 40)},${f(top + 60)}L${f(px)},${f(top)}L${f(px + 60)},${f(top + 80)}L${f(px + 150)},${f(top + 120)}L${f(px + 90)},${f(top + 130)}L${f(px + 50)},${f(top + 105)}L${f(px + 10)},${f(top + 150)}L${f(px - 30)},${f(top + 110)}L${f(px - 80)},${f(top + 160)}Z" fill="${snow}"/>`
  out += `<path d="M${f(px)},${f(top)}L${f(px + 60)},${f(top + 80)}L${f(px + 20)},${f(top + 140)}Z" fill="#000" opacity=".1"/>`
  out += mist(pt, 300, 120, 0.6) + ridge(pt, 430, 40, pt.p.mid, { steps: 14 })
  for (let i = 0; i < 16; i++) out += pine(pt.between(0, W), pt.between(450, 600), pt.between(0.5, 1.1), mix(pt.p.near, '#000000', 0.2))
  return out
}

/** a Qiang village: stone houses and watchtowers (diaolou) on a slope */
export function stonetowers(pt: Painter): string {
  let out = sky(pt, 300) + layers(pt, 230, 3, 60)
  const stone = mix(pt.p.wall, '#8c8170', 0.5)
  const dark = mix(stone, '#000000', 0.35)
  for (let i = 0; i < 2; i++) {
    const x = pt.between(140 + i * 330, 300 + i * 330)
    const h = pt.between(200, 280)
    out += `<path d="M${f(x - 30)},520L${f(x - 22)},${f(520 - h)}h44L${f(x + 30)},520Z" fill="${stone}"/><path d="M${f(x - 26)},${f(520 - h)}h52v-10h-52Z" fill="${dark}"/>`
    for (let k = 1; k < 5; k++) out += `<rect x="${f(x - 4)}" y="${f(520 - h + k * h * 0.18)}" width="8" height="14" fill="${dark}"/>`
  }
  for (let i = 0; i < 7; i++) {
    const x = pt.between(40, 760)
    const y = pt.between(470, 560)
    const w = pt.between(60, 110)
    out += `<rect x="${f(x - w / 2)}" y="${f(y - 50)}" width="${f(w)}" height="50" fill="${mix(stone, '#ffffff', pt.r() * 0.2)}"/><rect x="${f(x - w / 2 - 4)}" y="${f(y - 56)}" width="${f(w + 8)}" height="8" fill="${dark}"/><rect x="${f(x - 8)}" y="${f(y - 34)}" width="12" height="12" fill="${pt.time === 'night' ? pt.p.light : dark}"/>`
  }
  return out
}

function bambooStalks(pt: Painter, count: number, color: string): string {
  let out = ''
  for (let i = 0; i < count; i++) {
    const x = pt.between(-10, W + 10)
    const w = pt.between(8, 18)
    const c = mix(color, '#000000', pt.r() * 0.3)
    out += `<rect x="${f(x)}" y="-10" width="${f(w)}" height="${H + 20}" fill="${c}"/>`
    for (let y = pt.between(20, 80); y < H; y += pt.between(70, 110)) {
      out += `<rect x="${f(x - 1)}" y="${f(y)}" width="${f(w + 2)}" height="3" fill="${mix(c, '#000000', 0.3)}"/>`
      if (pt.r() < 0.45) out += `<path d="M${f(x + w)},${f(y)}q30,-6 54,6q-30,4 -54,-6Z" fill="${c}"/>`
    }
  }
  return out
}

export function bamboo(pt: Painter): string {
  const green = pt.time === 'night' ? '#1f3a2c' : pt.time === 'dusk' ? '#5b6a3a' : '#4f9a4a'
  let out = sky(pt, 400) + `<g opacity=".45">${bambooStalks(pt, 10, mix(green, pt.p.mist, 0.5))}</g>` + mist(pt, 200, 300, 0.5)
  out += bambooStalks(pt, 7, green)
  out += `<path d="M${W / 2 - 40},${H}Q${W / 2},480 ${W / 2 + 10},420L${W / 2 + 30},420Q${W / 2 + 40},480 ${W / 2 + 120},${H}Z" fill="${mix(pt.p.wall, '#8a7a60', 0.4)}"/>`
  return out
}

export function panda(pt: Painter): string {
  const green = pt.time === 'night' ? '#1f3a2c' : '#5aa050'
  let out = sky(pt, 420) + `<g opacity=".5">${bambooStalks(pt, 8, mix(green, pt.p.mist, 0.4))}</g>`
  out += `<rect x="0" y="440" width="${W}" height="160" fill="${pt.p.ground}"/>`
  for (let i = 0; i < 16; i++)
    out += `<path d="M${f(pt.between(0, W))},${f(pt.between(450, 600))}l4,-14l4,14" fill="none" stroke="${mix(pt.p.ground, '#000000', 0.25)}" stroke-width="2"/>`
  const x = pt.between(300, 500)
  const y = 470
  const black = '#1e1e22'
  const white = pt.time === 'night' ? '#c8ccd8' : '#f7f6f2'
  out += `<g transform="translate(${f(x)} ${y})">`
  out += `<ellipse cx="0" cy="-40" rx="78" ry="72" fill="${white}"/><ellipse cx="0" cy="-58" rx="80" ry="26" fill="${black}"/>`
  out += `<ellipse cx="-58" cy="10" rx="34" ry="22" fill="${black}"/><ellipse cx="58" cy="10" rx="34" ry="22" fill="${black}"/>`
  out += `<circle cx="0" cy="-140" r="56" fill="${white}"/><circle cx="-44" cy="-186" r="17" fill="${black}"/><circle cx="44" cy="-186" r="17" fill="${black}"/>`
  out += `<ellipse cx="-21" cy="-146" rx="13" ry="17" fill="${black}" transform="rotate(-25 -21 -146)"/><ellipse cx="21" cy="-146" rx="13" ry="17" fill="${black}" transform="rotate(25 21 -146)"/>`
  out += `<circle cx="-19" cy="-146" r="4" fill="#fff"/><circle cx="19" cy="-146" r="4" fill="#fff"/><ellipse cx="0" cy="-122" rx="9" ry="6" fill="${black}"/>`
  out += `<path d="M60,-150L92,-30" stroke="${mix(green, '#c0d060', 0.3)}" stroke-width="9"/><path d="M78,-110q26,-14 40,-4q-24,6 -40,4ZM72,-130q-20,-24 -10,-34q6,18 10,34Z" fill="${green}"/>`
  out += `<ellipse cx="-60" cy="-78" rx="22" ry="40" fill="${black}" transform="rotate(30 -60 -78)"/><ellipse cx="66" cy="-92" rx="22" ry="38" fill="${black}" transform="rotate(-30 66 -92)"/></g>`
  return out
}
