/**
 * /interpretation-order/{id}: book an interpretation service (sign language, foreign languages) for a
 * place: a booking resource of type CONTENT_TYPE_INTERPRETATION, booked by the one booking form and
 * save call; success opens /interpretation-success/{orderCode}/interpretation.
 */
import { ServiceOrderPage } from '../../components/ServiceOrderPage'

export default function InterpretationOrderPage() {
  return <ServiceOrderPage service="INTERPRETATION" />
}
