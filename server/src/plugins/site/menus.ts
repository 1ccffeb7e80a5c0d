/** Menus of a site as the contract's MenuItem tree (sub-entries under subList). */
import { and, asc, eq } from 'drizzle-orm'
import type { MenuItem } from '../../../../types/contract'
import type { Database } from '../../db/database'
import { menuItems, type MenuLocation } from '../../db/schema'
import type { AppLanguage } from '../../http/i18n'

type MenuRow = typeof menuItems.$inferSelect

function toMenuItem(row: MenuRow, lang: AppLanguage, children: MenuRow[]): MenuItem {
  const item: MenuItem = {
    id: row.id,
    name: row.names[lang] ?? row.name,
    menuCode: row.menuCode,
    jumpType: row.jumpType === 2 ? 2 : 1,
    needLogin: row.needLogin,
  }
  if (row.externalLink) item.externalLink = row.externalLink
  if (row.resourceValue) item.resourceValue = row.resourceValue
  if (row.path) item.path = row.path
  if (row.selectIcon) item.selectIcon = row.selectIcon
  if (row.unSelectIcon) item.unSelectIcon = row.unSelectIcon
  const subs = children.filter((c) => c.parentId === row.id)
  if (subs.length) item.subList = subs.map((c) => toMenuItem(c, lang, children))
  return item
}

export async function loadMenu(
  db: Database,
  input: { siteId: number; clientType: string; location: MenuLocation; lang: AppLanguage },
): Promise<MenuItem[]> {
  const rows = await db
    .select()
    .from(menuItems)
    .where(and(eq(menuItems.siteId, input.siteId), eq(menuItems.clientType, input.clientType), eq(menuItems.location, input.location)))
    .orderBy(asc(menuItems.sort), asc(menuItems.id))
  return rows.filter((r) => r.parentId === null).map((r) => toMenuItem(r, input.lang, rows))
}
