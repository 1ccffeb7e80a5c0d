/** /train-search: the train timetable search (components/TransportSearch). */
import { TransportSearch } from '../../components/TransportSearch'

export default function TrainSearchPage() {
  return <TransportSearch kind="train" />
}
