/** /inheritance-list: inheritance bases (menu MISSION_PROTECTION_BASE; hidden on SCENERY sites). */
import { BaseListView } from '@/features/heritage'

export default function InheritanceListPage() {
  return <BaseListView kind="INHERITANCE" />
}
