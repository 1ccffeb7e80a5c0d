/**
 * /narrator-order/{id}: book a narrator for a place (id: the venue or scenic area): the narrator's
 * sessions are a booking resource of type CONTENT_TYPE_NARRATOR, booked by the one booking form and
 * save call; success opens /interpretation-success/{orderCode}/narrator.
 */
import { ServiceOrderPage } from '../../components/ServiceOrderPage'

export default function NarratorOrderPage() {
  return <ServiceOrderPage service="NARRATOR" />
}
