/** /car-search: the car timetable search (components/TransportSearch). */
import { TransportSearch } from '../../components/TransportSearch'

export default function CarSearchPage() {
  return <TransportSearch kind="car" />
}
