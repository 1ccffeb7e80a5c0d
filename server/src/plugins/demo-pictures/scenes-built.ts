/**
 * Scenes with buildings: a pagoda, a temple hall, a classical garden with a moon gate, an old
 * street hung with lanterns, a museum, a theatre stage, a hotel, a homestay courtyard, a night
 * skyline, and the service places (hospital, filling station, car park).
 */
import { eave, f, H, lantern, mist, mix, type Painter, pine, ridge, rgrad, roundTree, sky, vgrad, W, water, windows } from './paint'

function ground(pt: Painter, y: number, color = pt.p.ground): string {
  return `<rect x="0" y="${f(y)}" width="${W}" height="${H - f(y)}" fill="${color}"/>`
}

export function pagoda(pt: Painter): string {
  let out = sky(pt, 420) + ridge(pt, 380, 50, pt.p.far, { steps: 10 }) + mist(pt, 340, 90, 0.6)
  out += ridge(pt, 470, 20, pt.p.mid, { steps: 8 })
  const x = pt.between(300, 500)
  const tiers = 5 + Math.floor(pt.r() * 3)
  const body = mix(pt.p.wall, '#a0522d', 0.35)
  let y = 500
  let w = 110
  for (let i = 0; i < tiers; i++) {
    const h = 52 - i * 3
    out += `<rect x="${f(x - w / 2)}" y="${f(y - h)}" width="${f(w)}" height="${f(h)}" fill="${body}"/><rect x="${f(x - 8)}" y="${f(y - h + 12)}" width="16" height="${f(h - 16)}" rx="8" fill="${pt.time === 'night' ? pt.p.light : pt.p.roof}"/>`
    out += eave(x - w / 2 - 16, x + w / 2 + 16, y - h, 20, pt.p.roof)
    y -= h + 18
    w *= 0.86
  }
  out += `<path d="M${f(x)},${f(y + 18)}v-50" stroke="${pt.p.roof}" stroke-width="5"/><circle cx="${f(x)}" cy="${f(y - 12)}" r="6" fill="#d9a23a"/>`
  out += ground(pt, 500, mix(pt.p.ground, '#000000', 0.1))
  for (let i = 0; i < 8; i++) {
    const tx = pt.r() < 0.5 ? pt.between(0, x - 110) : pt.between(x + 110, W)
    out += roundTree(tx, pt.between(510, 590), pt.between(0.9, 1.5), pt.p.near, pt.p.roof)
  }
  return out
}

export function temple(pt: Painter): string {
  let out = sky(pt, 380) + ridge(pt, 330, 60, pt.p.far, { steps: 10 }) + mist(pt, 300, 100, 0.55)
  for (let i = 0; i < 10; i++) out += pine(pt.between(0, W), pt.between(360, 400), pt.between(0.8, 1.3), pt.p.near)
  out += ground(pt, 470, mix(pt.p.wall, '#9a8e80', 0.5))
  const x = W / 2 + pt.between(-60, 60)
  const red = pt.time === 'night' ? '#5a1f1f' : '#b03a2e'
  out += `<rect x="${f(x - 210)}" y="440" width="420" height="34" fill="${mix(pt.p.wall, '#7a7468', 0.3)}"/>`
  out += `<rect x="${f(x - 170)}" y="330" width="340" height="110" fill="${red}"/>`
  for (let i = 0; i < 6; i++)
    out += `<rect x="${f(x - 150 + i * 58)}" y="350" width="34" height="90" fill="${pt.time === 'night' ? pt.p.light : mix(red, '#000000', 0.35)}"/>`
  out +=
    eave(x - 230, x + 230, 330, 46, pt.p.roof) +
    `<rect x="${f(x - 150)}" y="262" width="300" height="26" fill="${red}"/>` +
    eave(x - 180, x + 180, 266, 42, pt.p.roof)
  out += `<path d="M${f(x - 120)},224h240" stroke="#d9a23a" stroke-width="5"/>`
  for (let i = 0; i < 5; i++)
    out += `<rect x="${f(x - 60 + i * 4)}" y="${474 + i * 25}" width="${120 - i * 8 + i * 8}" height="25" fill="${mix(pt.p.wall, '#000000', 0.05 + i * 0.03)}"/>`
  return out
}

export function garden(pt: Painter): string {
  const wall = pt.time === 'night' ? '#4a5070' : '#f2efe8'
  let out =
    sky(pt, 300) +
    `<rect x="0" y="150" width="${W}" height="260" fill="${wall}"/><rect x="0" y="138" width="${W}" height="16" fill="${pt.p.roof}"/>`
  const mx = pt.between(220, 580)
  const moon = rgrad(pt, [
    [0, pt.p.skyBottom],
    [1, mix(pt.p.skyBottom, pt.p.mid, 0.5)],
  ])
  out += `<circle cx="${f(mx)}" cy="285" r="100" fill="${moon}"/><circle cx="${f(mx)}" cy="285" r="100" fill="none" stroke="${pt.p.roof}" stroke-width="8"/>`
  for (let i = 0; i < 6; i++)
    out += `<rect x="${f(mx - 70 + i * 26)}" y="190" width="6" height="200" fill="${mix(pt.p.mid, '#2e8b4e', 0.4)}" opacity=".8"/>`
  // a pavilion at one side
  const px = mx < 400 ? pt.between(560, 700) : pt.between(100, 240)
  out += `<rect x="${f(px - 50)}" y="250" width="8" height="150" fill="${pt.p.roof}"/><rect x="${f(px + 42)}" y="250" width="8" height="150" fill="${pt.p.roof}"/>${eave(px - 80, px + 80, 250, 50, pt.p.roof)}`
  // pond with lotus
  const pond = 410
  out += water(pt, pond, `<rect x="0" y="150" width="${W}" height="260" fill="${wall}"/>`)
  for (let i = 0; i < 12; i++) {
    const x = pt.between(20, 780)
    const y = pt.between(pond + 30, 590)
    out += `<ellipse cx="${f(x)}" cy="${f(y)}" rx="22" ry="8" fill="${mix(pt.p.near, '#3a8a3a', 0.4)}"/>`
    if (pt.r() < 0.35) out += `<path d="M${f(x)},${f(y - 4)}q-8,-14 0,-22q8,8 0,22Z" fill="#f29bb0"/>`
  }
  // a Taihu rock
  const rx = pt.between(40, 200)
  out += `<path d="M${f(rx)},420q-10,-70 20,-110q10,-30 40,-10q30,20 10,60q20,30 0,60Z" fill="${mix(pt.p.wall, '#6a6e78', 0.6)}"/><circle cx="${f(rx + 40)}" cy="345" r="9" fill="${mix(pt.p.wall, '#000000', 0.5)}"/>`
  return out
}

export function oldstreet(pt: Painter): string {
  const vx = W / 2 + pt.between(-60, 60)
  const vy = 300
  let out = sky(pt, vy)
  out += `<path d="M0,${H}L${f(vx - 20)},${vy}h40L${W},${H}Z" fill="${mix(pt.p.wall, '#6f6a62', 0.55)}"/>`
  for (let i = 1; i < 9; i++) {
    const y = vy + (H - vy) * (i / 9) ** 1.6
    out += `<path d="M${f(vx - 20 - (vx - 20) * ((y - vy) / (H - vy)))},${f(y)}H${f(vx + 20 + (W - vx - 20) * ((y - vy) / (H - vy)))}" stroke="${mix(pt.p.wall, '#000000', 0.45)}" stroke-width="1.5" opacity=".5"/>`
  }
  const wood = pt.time === 'night' ? '#3a2418' : '#7a4a2a'
  for (const side of [-1, 1]) {
    for (let k = 0; k < 4; k++) {
      const t0 = 1 - k * 0.24
      const t1 = t0 - 0.24
      const edge = (t: number) => (side < 0 ? vx - 20 - (vx - 20) * t : vx + 20 + (W - vx - 20) * t)
      const x0 = edge(t0)
      const x1 = edge(t1)
      const hb = (t: number) => vy + (H - vy) * t * 0.45
      const top = (t: number) => vy - 40 - 300 * t
      out += `<path d="M${f(x0)},${f(top(t0))}L${f(x1)},${f(top(t1))}L${f(x1)},${f(hb(t1) + 40 * t1)}L${f(x0)},${f(hb(t0) + 60 * t0)}Z" fill="${k % 2 ? wood : mix(wood, '#000000', 0.2)}"/>`
      out += `<path d="M${f(x0)},${f(top(t0) - 14)}L${f(x1)},${f(top(t1) - 8)}L${f(x1)},${f(top(t1) + 6)}L${f(x0)},${f(top(t0) + 26)}Z" fill="${pt.p.roof}"/>`
      const lx = (x0 + x1) / 2
      const ly = (top(t0) + top(t1)) / 2 + 40 * ((t0 + t1) / 2)
      out += lantern(lx, ly, 0.5 + (t0 + t1) * 0.5, pt.time !== 'noon')
      out += `<rect x="${f(Math.min(x0, x1) + Math.abs(x1 - x0) * 0.2)}" y="${f(ly + 40 * t0)}" width="${f(Math.abs(x1 - x0) * 0.5)}" height="${f(60 * t0)}" fill="${pt.time === 'noon' ? mix(wood, '#000000', 0.4) : pt.p.light}" opacity=".85"/>`
    }
  }
  for (let i = 0; i < 6; i++) {
    const t = pt.between(0.15, 0.7)
    const x = vx + pt.between(-0.6, 0.6) * (W * t)
    const y = vy + (H - vy) * t
    const h = 100 * t
    out += `<g fill="${mix(pt.p.near, '#000000', 0.5)}" opacity=".75"><circle cx="${f(x)}" cy="${f(y - h)}" r="${f(h * 0.12)}"/><rect x="${f(x - h * 0.12)}" y="${f(y - h * 0.86)}" width="${f(h * 0.24)}" height="${f(h * 0.86)}" rx="${f(h * 0.08)}"/></g>`
  }
  return out
}

export function museum(pt: Painter): string {
  let out = sky(pt, 420) + ground(pt, 430, mix(pt.p.wall, '#8e8a84', 0.4))
  const x = pt.between(320, 480)
  const stone = mix(pt.p.wall, '#c8b89a', 0.3)
  out += `<path d="M${f(x - 300)},430V250L${f(x)},170L${f(x + 300)},250V430Z" fill="${stone}"/>`
  out += `<path d="M${f(x - 320)},255L${f(x)},165L${f(x + 320)},255" stroke="${mix(stone, '#000000', 0.3)}" stroke-width="10" fill="none"/>`
  out += windows(pt, x - 260, 270, 13, 2, 40, 70, mix(stone, '#2a3040', 0.7))
  out += `<rect x="${f(x - 60)}" y="350" width="120" height="80" fill="${pt.time === 'noon' ? '#3a4660' : pt.p.light}"/>`
  for (let i = 0; i < 4; i++)
    out += `<rect x="${f(x - 200 + i * 24)}" y="${430 + i * 14}" width="${f(400 - i * 48)}" height="14" fill="${mix(stone, '#000000', 0.08 + i * 0.04)}"/>`
  for (let i = 0; i < 6; i++) {
    const tx = i < 3 ? x - 380 + i * 30 - pt.between(0, 30) : x + 320 + (i - 3) * 36
    out += roundTree(tx, pt.between(480, 540), pt.between(1, 1.5), pt.p.near, pt.p.roof)
  }
  out += `<ellipse cx="${f(x)}" cy="540" rx="120" ry="18" fill="${mix(pt.p.water, pt.p.skyBottom, 0.3)}"/>`
  return out
}

export function theatre(pt: Painter): string {
  const curtain = '#8e1b22'
  let out = `<rect width="${W}" height="${H}" fill="#140c12"/>`
  out += `<rect x="90" y="90" width="620" height="330" fill="${vgrad(pt, [
    [0, '#2a1a24'],
    [1, '#4a2a2e'],
  ])}"/>`
  const beamC = pt.time === 'night' || pt.time === 'dusk' ? '#ffd9a0' : '#cfe0ff'
  for (let i = 0; i < 3; i++) {
    const bx = 200 + i * 200 + pt.between(-40, 40)
    out += `<path d="M${f(bx)},90L${f(bx - 90)},420h180Z" fill="${beamC}" opacity=".14"/>`
  }
  out += `<ellipse cx="400" cy="410" rx="200" ry="22" fill="${beamC}" opacity=".25"/>`
  const px = pt.between(330, 470)
  out += `<g fill="#f2d7b8"><circle cx="${f(px)}" cy="300" r="16"/></g><path d="M${f(px - 30)},410L${f(px - 18)},320h36L${f(px + 30)},410Z" fill="#c8322a"/><path d="M${f(px + 18)},330q40,-30 50,-10q-20,10 -50,14Z" fill="#e8c060"/><path d="M${f(px - 18)},284q18,-30 36,0Z" fill="#222"/>`
  out += `<path d="M90,90C130,200 120,330 170,420H60V60Z" fill="${curtain}"/><path d="M710,90C670,200 680,330 630,420H740V60Z" fill="${curtain}"/>`
  out += `<path d="M60,60H740V110Q620,140 400,120Q180,140 60,110Z" fill="${mix(curtain, '#000000', 0.2)}"/><path d="M60,60H740" stroke="#d9a23a" stroke-width="8"/>`
  out += `<rect x="40" y="420" width="720" height="18" fill="#3a2420"/>`
  for (let row = 0; row < 3; row++) {
    for (let i = 0; i < 14; i++) {
      const x = 20 + i * 56 + row * 18 + pt.between(-6, 6)
      const y = 480 + row * 46
      out += `<circle cx="${f(x)}" cy="${y}" r="${16 + row * 2}" fill="#07040a"/><rect x="${f(x - 24)}" y="${y + 10}" width="48" height="50" rx="14" fill="#07040a"/>`
    }
  }
  return out
}

export function hotel(pt: Painter): string {
  let out = sky(pt, 470) + ridge(pt, 420, 40, pt.p.far, { steps: 10 })
  const x = pt.between(220, 580)
  const h = pt.between(340, 420)
  const face = mix(pt.p.wall, '#8fa3b8', 0.35)
  out += `<rect x="${f(x - 130)}" y="${f(470 - h)}" width="260" height="${f(h)}" fill="${face}"/><rect x="${f(x + 130)}" y="${f(470 - h + 30)}" width="40" height="${f(h - 30)}" fill="${mix(face, '#000000', 0.25)}"/>`
  out += windows(pt, x - 120, 470 - h + 20, 8, Math.floor((h - 90) / 36), 30, 36, mix(face, '#1d2a40', 0.6))
  out += `<rect x="${f(x - 150)}" y="400" width="300" height="70" fill="${mix(face, '#000000', 0.15)}"/><path d="M${f(x - 90)},400h180l20,-18h-220Z" fill="${pt.p.roof}"/><rect x="${f(x - 40)}" y="420" width="80" height="50" fill="${pt.time === 'noon' ? '#2c3a52' : pt.p.light}"/>`
  for (let i = 0; i < 2; i++) {
    const bx = i ? x + 210 + pt.between(0, 60) : x - 300 - pt.between(0, 60)
    out +=
      `<rect x="${f(bx)}" y="300" width="90" height="170" fill="${mix(face, pt.p.far, 0.5)}"/>` +
      windows(pt, bx + 6, 310, 3, 4, 26, 36, mix(face, '#1d2a40', 0.5))
  }
  out += ground(pt, 470, mix(pt.p.wall, '#6a6660', 0.5))
  for (let i = 0; i < 5; i++)
    out += roundTree(
      pt.r() < 0.5 ? pt.between(10, x - 170) : pt.between(x + 170, W),
      pt.between(500, 580),
      pt.between(0.9, 1.3),
      pt.p.near,
      pt.p.roof,
    )
  return out
}

export function homestay(pt: Painter): string {
  let out =
    sky(pt, 300) + ridge(pt, 280, 60, pt.p.far, { steps: 10 }) + mist(pt, 250, 80, 0.5) + ridge(pt, 330, 30, pt.p.mid, { steps: 12 })
  const wood = pt.time === 'night' ? '#3a2418' : '#8a5a34'
  out += `<rect x="0" y="360" width="${W}" height="${H - 360}" fill="${mix(pt.p.wall, '#a89a84', 0.5)}"/>`
  const x = pt.between(300, 500)
  out += `<rect x="${f(x - 230)}" y="260" width="460" height="150" fill="${pt.p.wall}"/>` + eave(x - 260, x + 260, 262, 60, pt.p.roof)
  out += `<rect x="${f(x - 230)}" y="262" width="460" height="14" fill="${wood}"/>`
  for (let i = 0; i < 5; i++) {
    const wx = x - 200 + i * 86
    const lit = pt.time !== 'noon'
    out += `<rect x="${f(wx)}" y="300" width="56" height="${i === 2 ? 110 : 60}" fill="${i === 2 ? wood : lit ? pt.p.light : mix(wood, '#000000', 0.3)}"/><path d="M${f(wx + 28)},300v60M${f(wx)},330h56" stroke="${wood}" stroke-width="3"/>`
  }
  out += lantern(x - 60, 282, 0.9, pt.time !== 'noon') + lantern(x + 60, 282, 0.9, pt.time !== 'noon')
  // courtyard table and stools, a tree
  out += `<ellipse cx="${f(x + 120)}" cy="500" rx="70" ry="16" fill="${wood}"/><rect x="${f(x + 114)}" y="500" width="12" height="44" fill="${wood}"/><ellipse cx="${f(x + 20)}" cy="530" rx="20" ry="8" fill="${wood}"/><ellipse cx="${f(x + 220)}" cy="530" rx="20" ry="8" fill="${wood}"/>`
  out += roundTree(x - 250 + pt.between(-20, 20), 540, 2, pt.p.near, wood)
  for (let i = 0; i < 5; i++)
    out += `<circle cx="${f(pt.between(40, 760))}" cy="${f(pt.between(560, 590))}" r="${f(pt.between(8, 16))}" fill="${mix(pt.p.near, '#3a8a3a', 0.3)}"/>`
  return out
}

export function skyline(pt: Painter): string {
  const horizon = 420
  let city = ''
  let x = -10
  while (x < W) {
    const w = pt.between(40, 90)
    const h = pt.between(80, 260)
    const c = mix(pt.p.near, pt.p.far, pt.r() * 0.4)
    city += `<rect x="${f(x)}" y="${f(horizon - h)}" width="${f(w)}" height="${f(h)}" fill="${c}"/>`
    city += windows(pt, x + 4, horizon - h + 10, Math.floor((w - 8) / 18), Math.floor((h - 20) / 30), 18, 30, mix(c, '#000000', 0.25))
    x += w + pt.between(2, 12)
  }
  const tx = pt.between(150, 650)
  const tower = `<path d="M${f(tx - 6)},${horizon}L${f(tx - 3)},110h6L${f(tx + 6)},${horizon}Z" fill="${pt.p.near}"/><circle cx="${f(tx)}" cy="180" r="18" fill="${pt.p.near}"/><rect x="${f(tx - 1)}" y="60" width="2" height="50" fill="${pt.p.near}"/>`
  // drawn once, shown twice (the city and its reflection)
  const id = pt.id('city')
  pt.defs.push(`<g id="${id}">${tower}${city}</g>`)
  const use = `<use href="#${id}"/>`
  let out = sky(pt, horizon) + ridge(pt, 360, 30, pt.p.far, { steps: 8 }) + use
  out += water(pt, horizon, use)
  return out
}

export function hospital(pt: Painter): string {
  let out = sky(pt, 450) + ground(pt, 450, mix(pt.p.wall, '#7c7a74', 0.4))
  const x = pt.between(300, 500)
  const face = pt.time === 'night' ? '#4a5570' : '#f3f5f7'
  out += `<rect x="${f(x - 220)}" y="200" width="440" height="250" fill="${face}"/>` + windows(pt, x - 210, 215, 14, 5, 30, 34, '#7fa6c6')
  out += `<rect x="${f(x - 70)}" y="380" width="140" height="70" fill="#5d9fd0"/><rect x="${f(x - 90)}" y="372" width="180" height="10" fill="#2d6fa0"/>`
  out += `<rect x="${f(x - 14)}" y="130" width="28" height="70" fill="#d8322a"/><rect x="${f(x - 35)}" y="151" width="70" height="28" fill="#d8322a"/>`
  for (let i = 0; i < 4; i++) out += roundTree(i < 2 ? x - 300 + i * 40 : x + 260 + i * 30, pt.between(480, 560), 1.2, pt.p.near, pt.p.roof)
  return out
}

export function station(pt: Painter): string {
  let out = sky(pt, 400) + ridge(pt, 380, 40, pt.p.far, { steps: 10 }) + ground(pt, 400, mix(pt.p.wall, '#5a5a5a', 0.6))
  const x = pt.between(300, 500)
  const brand = pt.r() < 0.5 ? '#d8322a' : '#1f6fb8'
  out += `<rect x="${f(x - 250)}" y="230" width="500" height="40" fill="${brand}"/><rect x="${f(x - 250)}" y="270" width="500" height="8" fill="${pt.p.light}"/>`
  for (const dx of [-160, 160]) out += `<rect x="${f(x + dx - 8)}" y="278" width="16" height="180" fill="#d8dade"/>`
  for (const dx of [-80, 80])
    out += `<rect x="${f(x + dx - 20)}" y="380" width="40" height="80" rx="4" fill="#eceef0"/><rect x="${f(x + dx - 14)}" y="392" width="28" height="18" fill="#3a4a5a"/><rect x="${f(x + dx - 20)}" y="380" width="40" height="8" fill="${brand}"/>`
  out +=
    `<rect x="${f(x + 280)}" y="300" width="160" height="160" fill="${mix(pt.p.wall, '#c8ccd2', 0.3)}"/>` +
    windows(pt, x + 290, 330, 4, 2, 36, 50, '#6d8aa6')
  out += `<path d="M${f(x - 20)},520h160" stroke="#fff" stroke-width="6" stroke-dasharray="30 20" opacity=".6"/>`
  return out
}

export function parking(pt: Painter): string {
  let out = sky(pt, 330) + ridge(pt, 310, 40, pt.p.far, { steps: 10 }) + mist(pt, 280, 60, 0.5)
  out += `<path d="M0,600L120,330H680L800,600Z" fill="${mix(pt.p.wall, '#4a4a4e', 0.7)}"/>`
  for (let i = 0; i <= 8; i++) {
    const tx = 120 + i * 70
    const bx = i * 100
    out += `<path d="M${tx},330L${bx},600" stroke="#f3f0e0" stroke-width="3" opacity=".8"/>`
  }
  const colors = ['#c8322a', '#f3f3f3', '#2c4a7a', '#3a3a3a', '#d9a23a', '#7a8a9a']
  for (let i = 0; i < 8; i++) {
    if (pt.r() < 0.3) continue
    const t = pt.between(0.3, 0.85)
    const cx = 120 + (i + 0.5) * 70 + ((i + 0.5) * 100 - 120 - (i + 0.5) * 70) * t
    const cy = 330 + 270 * t
    const s = 0.5 + t
    const c = colors[Math.floor(pt.r() * colors.length)]
    out += `<rect x="${f(cx - 24 * s)}" y="${f(cy - 30 * s)}" width="${f(48 * s)}" height="${f(26 * s)}" rx="${f(8 * s)}" fill="${c}"/><rect x="${f(cx - 18 * s)}" y="${f(cy - 42 * s)}" width="${f(36 * s)}" height="${f(16 * s)}" rx="${f(5 * s)}" fill="${mix(c, '#1a2a3a', 0.5)}"/>`
  }
  for (let i = 0; i < 6; i++)
    out += roundTree(i < 3 ? pt.between(0, 90) : pt.between(710, W), pt.between(360, 560), pt.between(0.9, 1.4), pt.p.near, pt.p.roof)
  return out
}
