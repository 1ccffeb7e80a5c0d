import TabSlotPage from '../../components/TabSlotPage'

/** weapp tab slot 1: shows the page of the bottom menu assigned to it */
export default function TabSlot1() {
  return <TabSlotPage slot="tab-slot-1" />
}
