import TabSlotPage from '../../components/TabSlotPage'

/** weapp tab slot 3: shows the page of the bottom menu assigned to it */
export default function TabSlot3() {
  return <TabSlotPage slot="tab-slot-3" />
}
