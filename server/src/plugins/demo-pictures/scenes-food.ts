/**
 * Food on a table, seen from above at an angle: a bowl of noodles, a hotpot, tea; and Xinjiang's
 * dishes (kebab: lamb skewers with baked samsa; lamian: hand-pulled noodles with their topping;
 * xjdish: big-plate chicken or pilaf). The light of the time of day colours the table (warm at
 * dusk and night).
 */
import { f, H, mix, type Painter, rgrad, vgrad, W } from './paint'

const pick = <T>(pt: Painter, list: T[]): T => list[Math.floor(pt.r() * list.length)]

const TABLES = ['#8a5a34', '#a8784e', '#5e3b22', '#c7a27a']

function table(pt: Painter): string {
  const wood = mix(
    TABLES[Math.floor(pt.r() * TABLES.length)],
    pt.time === 'night' ? '#1a1020' : pt.time === 'dusk' ? '#ff9a50' : '#ffffff',
    0.15,
  )
  let out = `<rect width="${W}" height="${H}" fill="${vgrad(pt, [
    [0, mix(wood, '#000000', 0.15)],
    [1, wood],
  ])}"/>`
  for (let i = 0; i < 12; i++) {
    const y = pt.between(0, H)
    out += `<path d="M0,${f(y)}C200,${f(y + pt.between(-20, 20))} 500,${f(y + pt.between(-20, 20))} ${W},${f(y)}" stroke="${mix(wood, '#000000', 0.25)}" stroke-width="${f(pt.between(1, 3))}" fill="none" opacity=".45"/>`
  }
  out += `<rect width="${W}" height="${H}" fill="${rgrad(pt, [
    [0, '#ffffff', pt.time === 'night' ? 0.05 : 0.2],
    [1, '#000000', 0.35],
  ])}"/>`
  return out
}

function steam(pt: Painter, x: number, y: number, count: number): string {
  let out = ''
  for (let i = 0; i < count; i++) {
    const sx = x + (i - (count - 1) / 2) * 40 + pt.between(-8, 8)
    out += `<path d="M${f(sx)},${f(y)}c-20,-30 20,-50 0,-80c-16,-24 10,-40 4,-60" stroke="#fff" stroke-width="6" fill="none" opacity=".35" stroke-linecap="round"/>`
  }
  return out
}

function chopsticks(pt: Painter, x: number, y: number): string {
  const c = pt.r() < 0.5 ? '#2a1a14' : '#d8b070'
  return `<path d="M${f(x)},${f(y)}l240,-150M${f(x + 16)},${f(y + 10)}l240,-146" stroke="${c}" stroke-width="9" stroke-linecap="round"/>`
}

export function noodles(pt: Painter): string {
  let out = table(pt)
  const x = pt.between(330, 470)
  const y = 330
  const bowl = pt.r() < 0.5 ? '#f4f1ea' : '#2f5e8a'
  out += `<ellipse cx="${f(x)}" cy="${y + 150}" rx="200" ry="40" fill="#000" opacity=".25"/>`
  out += `<path d="M${f(x - 210)},${y}Q${f(x - 190)},${y + 170} ${f(x)},${y + 170}Q${f(x + 190)},${y + 170} ${f(x + 210)},${y}Z" fill="${bowl}"/>`
  out += `<ellipse cx="${f(x)}" cy="${y}" rx="210" ry="70" fill="${mix(bowl, '#000000', 0.15)}"/><ellipse cx="${f(x)}" cy="${y + 4}" rx="190" ry="60" fill="#c8402a"/>`
  for (let i = 0; i < 14; i++) {
    const oy = y - 30 + i * 5
    out += `<path d="M${f(x - 160 + pt.between(0, 30))},${oy}q30,-18 60,0t60,0t60,0t60,0" stroke="#f4d9a0" stroke-width="6" fill="none"/>`
  }
  for (let i = 0; i < 8; i++)
    out += `<circle cx="${f(x + pt.between(-140, 140))}" cy="${f(y + pt.between(-40, 40))}" r="${f(pt.between(6, 11))}" fill="${pt.r() < 0.5 ? '#4aa050' : '#8a4a2a'}"/>`
  out += `<path d="M${f(x - 200)},${y + 30}q200,40 400,0" stroke="${pt.r() < 0.5 ? '#c8322a' : '#ffffff'}" stroke-width="6" fill="none" opacity=".8"/>`
  out += chopsticks(pt, x + 60, y + 10) + steam(pt, x - 40, y - 50, 3)
  out += `<ellipse cx="${f(x < 400 ? 680 : 120)}" cy="520" rx="80" ry="30" fill="#f4f1ea"/><ellipse cx="${f(x < 400 ? 680 : 120)}" cy="514" rx="56" ry="18" fill="#5a9a3a"/>`
  return out
}

export function hotpot(pt: Painter): string {
  let out = table(pt)
  const x = 400
  const y = 300
  out += `<ellipse cx="${x}" cy="${y + 30}" rx="250" ry="120" fill="#000" opacity=".3"/><ellipse cx="${x}" cy="${y}" rx="240" ry="110" fill="#b8b8c0"/><ellipse cx="${x}" cy="${y}" rx="220" ry="96" fill="#8a8a94"/>`
  out += `<ellipse cx="${x}" cy="${y}" rx="210" ry="90" fill="#b2221a"/>`
  const twin = pt.r() < 0.6
  if (twin)
    out += `<path d="M${x},${y - 90}C${x + 80},${y - 40} ${x - 80},${y + 40} ${x},${y + 90}A210,90 0 0 1 ${x},${y - 90}Z" fill="#f0e6d0"/>`
  for (let i = 0; i < 26; i++) {
    const a = pt.between(0, Math.PI * 2)
    const d = pt.between(0.2, 0.9)
    const cx = x + Math.cos(a) * 200 * d
    const cy = y + Math.sin(a) * 82 * d
    out +=
      pt.r() < 0.6
        ? `<path d="M${f(cx)},${f(cy)}q8,-4 16,2" stroke="#e8502a" stroke-width="5" fill="none" stroke-linecap="round"/>`
        : `<circle cx="${f(cx)}" cy="${f(cy)}" r="4" fill="#3a1a10"/>`
  }
  const plates: Array<[number, number, string]> = [
    [110, 520, '#e8a0a0'],
    [690, 520, '#5a9a3a'],
    [120, 110, '#f4e0b0'],
    [690, 100, '#c86a5a'],
  ]
  for (const [px, py, food] of plates) {
    out += `<ellipse cx="${px}" cy="${py}" rx="90" ry="40" fill="#f4f1ea"/><ellipse cx="${px}" cy="${py - 4}" rx="62" ry="24" fill="${food}"/>`
    for (let k = 0; k < 4; k++)
      out += `<path d="M${px - 50 + k * 26},${py - 10}q12,-10 24,0" stroke="${mix(food, '#ffffff', 0.4)}" stroke-width="4" fill="none"/>`
  }
  out += steam(pt, x, y - 60, 4) + chopsticks(pt, 520, 560)
  return out
}

export function tea(pt: Painter): string {
  let out = table(pt)
  const mat = '#c9a86a'
  out += `<rect x="120" y="150" width="560" height="360" rx="10" fill="${mat}"/>`
  for (let i = 0; i < 24; i++) out += `<path d="M${140 + i * 22},160v340" stroke="${mix(mat, '#000000', 0.2)}" stroke-width="2"/>`
  const glaze = pt.r() < 0.5 ? '#3f6f5a' : '#6a3a2a'
  const x = pt.between(300, 380)
  out += `<ellipse cx="${f(x)}" cy="400" rx="120" ry="26" fill="#000" opacity=".25"/><path d="M${f(x - 110)},330Q${f(x - 120)},400 ${f(x)},410Q${f(x + 120)},400 ${f(x + 110)},330Q${f(x + 100)},250 ${f(x)},250Q${f(x - 100)},250 ${f(x - 110)},330Z" fill="${glaze}"/>`
  out += `<path d="M${f(x + 100)},320q70,-20 90,-70" stroke="${glaze}" stroke-width="22" fill="none" stroke-linecap="round"/><path d="M${f(x - 100)},300q-60,0 -50,50q10,30 50,20" stroke="${glaze}" stroke-width="14" fill="none"/>`
  out += `<ellipse cx="${f(x)}" cy="250" rx="60" ry="14" fill="${mix(glaze, '#000000', 0.25)}"/><circle cx="${f(x)}" cy="236" r="12" fill="${glaze}"/><path d="M${f(x - 80)},290q80,-30 160,0" stroke="#fff" stroke-width="5" opacity=".25" fill="none"/>`
  for (let i = 0; i < 3; i++) {
    const cx = 520 + (i % 2) * 90
    const cy = 250 + i * 90
    out += `<ellipse cx="${cx}" cy="${cy + 30}" rx="46" ry="14" fill="#000" opacity=".2"/><path d="M${cx - 44},${cy}Q${cx - 36},${cy + 40} ${cx},${cy + 40}Q${cx + 36},${cy + 40} ${cx + 44},${cy}Z" fill="#f4f1ea"/><ellipse cx="${cx}" cy="${cy}" rx="44" ry="14" fill="#e0dcd0"/><ellipse cx="${cx}" cy="${cy + 2}" rx="38" ry="10" fill="${pt.r() < 0.5 ? '#c08a2a' : '#9aa83a'}"/>`
  }
  for (let i = 0; i < 9; i++) {
    const lx = pt.between(150, 300)
    const ly = pt.between(440, 500)
    out += `<path d="M${f(lx)},${f(ly)}q12,-14 26,0q-12,12 -26,0Z" fill="#4a7a3a" transform="rotate(${f(pt.between(-60, 60))} ${f(lx)} ${f(ly)})"/>`
  }
  out += `<path d="M${f(x - 40)},200c-10,-30 20,-40 10,-70" stroke="#fff" stroke-width="5" fill="none" opacity=".3"/>`
  return out
}

/** a wide plate seen at an angle, its shadow first */
function plate(pt: Painter, x: number, y: number, rx: number, ry: number): string {
  const rim = pt.r() < 0.5 ? '#f4f1ea' : '#2f5e8a'
  return (
    `<ellipse cx="${f(x + 10)}" cy="${f(y + 18)}" rx="${rx}" ry="${ry}" fill="#000" opacity=".25"/>` +
    `<ellipse cx="${f(x)}" cy="${f(y)}" rx="${rx}" ry="${ry}" fill="${rim}"/>` +
    `<ellipse cx="${f(x)}" cy="${f(y)}" rx="${f(rx * 0.82)}" ry="${f(ry * 0.8)}" fill="${mix(rim, '#000000', 0.06)}"/>`
  )
}

/** a naan (馕): a golden disc, its stamped centre and a ring of pricks */
function naan(x: number, y: number, r: number): string {
  let out = `<ellipse cx="${f(x)}" cy="${f(y)}" rx="${r}" ry="${f(r * 0.55)}" fill="#d89a4a"/><ellipse cx="${f(x)}" cy="${f(y)}" rx="${f(r * 0.55)}" ry="${f(r * 0.3)}" fill="#f0c888"/>`
  for (let i = 0; i < 10; i++) {
    const a = (i / 10) * Math.PI * 2
    out += `<circle cx="${f(x + Math.cos(a) * r * 0.3)}" cy="${f(y + Math.sin(a) * r * 0.16)}" r="2.5" fill="#8a5a2a"/>`
  }
  return out
}

/** 羊肉串: lamb skewers fanned on a plate (meat and fat in turn, cumin and chilli), samsa (烤包子) and a naan beside */
export function kebab(pt: Painter): string {
  let out = table(pt)
  const x = pt.between(330, 400)
  const y = 300
  out += plate(pt, x, y, 250, 150)
  for (let i = 0; i < 6; i++) {
    const by = y - 70 + i * 28
    const bx = x - 230
    out += `<path d="M${f(bx)},${f(by + 20)}L${f(bx + 460)},${f(by - 20)}" stroke="${i % 2 ? '#8a6a3a' : '#c8c8d0'}" stroke-width="5" stroke-linecap="round"/>`
    for (let k = 0; k < 5; k++) {
      const px = bx + 90 + (i % 3) * 22 + k * 62
      const py = by + 20 - ((px - bx) / 460) * 40
      const fat = k % 2 === 1
      out += `<rect x="${f(px - 22)}" y="${f(py - 14)}" width="44" height="28" rx="9" fill="${fat ? '#f0dcb8' : pick(pt, ['#7a3418', '#8e4020', '#6a2c14'])}"/>`
      if (!fat)
        for (let d = 0; d < 3; d++)
          out += `<circle cx="${f(px + pt.between(-16, 16))}" cy="${f(py + pt.between(-9, 9))}" r="2.5" fill="${pt.r() < 0.5 ? '#c8322a' : '#3a2a10'}"/>`
    }
  }
  // samsa on a small plate: golden-brown squares, seeds on top
  const sx = x < 370 ? 660 : 140
  out += `<ellipse cx="${sx}" cy="520" rx="110" ry="46" fill="#f4f1ea"/>`
  for (let i = 0; i < 3; i++) {
    const cx = sx - 56 + i * 56
    out += `<path d="M${cx - 26},522L${cx},496L${cx + 26},522L${cx},542Z" fill="#c8843a"/><path d="M${cx - 14},516L${cx},504L${cx + 14},516" stroke="#e8b060" stroke-width="3" fill="none"/><circle cx="${cx}" cy="518" r="2" fill="#3a2a10"/>`
  }
  out += naan(x < 370 ? 660 : 140, 110, 90) + steam(pt, x, y - 80, 3)
  return out
}

/** 拌面 / 拉条子: thick hand-pulled noodles on a plate, the stir-fried lamb, peppers and tomato beside them */
export function lamian(pt: Painter): string {
  let out = table(pt)
  const x = pt.between(250, 300)
  const y = 320
  out += plate(pt, x, y, 200, 130)
  for (let i = 0; i < 22; i++) {
    const oy = y - 70 + i * 6.5
    const ox = x - 150 + pt.between(0, 30)
    out += `<path d="M${f(ox)},${f(oy)}q40,-22 75,0t75,0t75,0" stroke="${i % 3 ? '#f2dcaa' : '#e6c88a'}" stroke-width="9" fill="none" stroke-linecap="round"/>`
  }
  // the topping (过油肉) in its own bowl: lamb, green and red peppers, tomato, onion
  const tx = x + 300
  const ty = 360
  out += `<ellipse cx="${tx + 8}" cy="${ty + 80}" rx="150" ry="40" fill="#000" opacity=".25"/>`
  out += `<path d="M${tx - 150},${ty}Q${tx - 140},${ty + 100} ${tx},${ty + 100}Q${tx + 140},${ty + 100} ${tx + 150},${ty}Z" fill="#f4f1ea"/><ellipse cx="${tx}" cy="${ty}" rx="150" ry="52" fill="#e0dcd0"/><ellipse cx="${tx}" cy="${ty + 4}" rx="132" ry="42" fill="#b8521e"/>`
  for (let i = 0; i < 26; i++) {
    const cx = tx + pt.between(-110, 110)
    const cy = ty + pt.between(-28, 30)
    const c = pick(pt, ['#6a3418', '#3f8a3a', '#d8322a', '#e8d8a8', '#6a3418'])
    out += `<rect x="${f(cx - 12)}" y="${f(cy - 6)}" width="24" height="12" rx="4" fill="${c}" transform="rotate(${f(pt.between(-40, 40))} ${f(cx)} ${f(cy)})"/>`
  }
  out += steam(pt, tx, ty - 40, 2) + chopsticks(pt, x - 40, y + 150)
  return out
}

/** 大盘鸡 (big-plate chicken in its red-brown sauce, potatoes, peppers, belt noodles under) or 抓饭 (pilaf: golden rice, carrot, lamb on top) */
export function xjdish(pt: Painter): string {
  let out = table(pt)
  const x = pt.between(370, 430)
  const y = 300
  out += plate(pt, x, y, 300, 180)
  if (pt.r() < 0.5) {
    // the belt noodles (皮带面) showing at the rim, the chicken stew heaped in the middle
    out += `<ellipse cx="${f(x)}" cy="${y}" rx="240" ry="140" fill="#f0d8a0"/>`
    for (let i = 0; i < 6; i++)
      out += `<path d="M${f(x - 230)},${y - 60 + i * 24}q60,-16 120,0t120,0t120,0t110,0" stroke="#e8c880" stroke-width="14" fill="none" opacity=".8"/>`
    out += `<ellipse cx="${f(x)}" cy="${y - 6}" rx="190" ry="108" fill="#9a3a16"/>`
    for (let i = 0; i < 30; i++) {
      const cx = x + pt.between(-160, 160)
      const cy = y - 6 + pt.between(-85, 85) * 0.9
      const r = pt.r()
      out +=
        r < 0.45
          ? `<ellipse cx="${f(cx)}" cy="${f(cy)}" rx="${f(pt.between(18, 26))}" ry="${f(pt.between(12, 18))}" fill="${pick(pt, ['#b8562a', '#a04820'])}"/>`
          : r < 0.7
            ? `<rect x="${f(cx - 16)}" y="${f(cy - 13)}" width="32" height="26" rx="8" fill="#e8b04a"/>`
            : `<path d="M${f(cx - 18)},${f(cy)}q18,-16 36,0" stroke="${pt.r() < 0.5 ? '#3f8a3a' : '#d8322a'}" stroke-width="8" fill="none" stroke-linecap="round"/>`
    }
    for (let i = 0; i < 10; i++)
      out += `<circle cx="${f(x + pt.between(-150, 150))}" cy="${f(y + pt.between(-80, 70))}" r="5" fill="#6a1a0a"/>`
  } else {
    // the rice heaped up, carrot strips through it, the lamb on top
    out += `<ellipse cx="${f(x)}" cy="${y}" rx="220" ry="124" fill="#e8b85a"/><ellipse cx="${f(x)}" cy="${y - 20}" rx="160" ry="86" fill="#f0c870"/>`
    for (let i = 0; i < 60; i++) {
      const cx = x + pt.between(-200, 200)
      const cy = y + pt.between(-105, 105) * Math.sqrt(1 - ((cx - x) / 220) ** 2)
      out +=
        i % 3 === 0
          ? `<path d="M${f(cx - 10)},${f(cy)}l20,${f(pt.between(-6, 6))}" stroke="#e8702a" stroke-width="5" stroke-linecap="round"/>`
          : `<ellipse cx="${f(cx)}" cy="${f(cy)}" rx="5" ry="2.5" fill="#fae6b0" transform="rotate(${f(pt.between(-60, 60))} ${f(cx)} ${f(cy)})"/>`
    }
    for (let i = 0; i < 5; i++) {
      const cx = x - 70 + i * 36 + pt.between(-8, 8)
      const cy = y - 30 + pt.between(-14, 14)
      out += `<path d="M${f(cx - 26)},${f(cy + 10)}Q${f(cx - 20)},${f(cy - 24)} ${f(cx + 6)},${f(cy - 20)}Q${f(cx + 30)},${f(cy - 10)} ${f(cx + 24)},${f(cy + 14)}Z" fill="${pick(pt, ['#8a4a24', '#7a3e1c'])}"/>`
    }
    out += `<circle cx="${f(x + 110)}" cy="${y + 40}" r="8" fill="#7a2a4a"/><circle cx="${f(x + 126)}" cy="${y + 48}" r="8" fill="#7a2a4a"/>`
  }
  out += steam(pt, x, y - 100, 3)
  return out
}
