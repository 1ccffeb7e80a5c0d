import TabSlotPage from '../../components/TabSlotPage'

/** weapp tab slot 2: shows the page of the bottom menu assigned to it */
export default function TabSlot2() {
  return <TabSlotPage slot="tab-slot-2" />
}
