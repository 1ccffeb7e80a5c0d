/**
 * A booking's price in words, per person or for the people chosen: "¥60.00 / 人", "共 20 积分",
 * "免费". The one rule is src/core/booking/price.ts; the place detail, "Book a visit", the booking
 * form and the reservation detail all draw it with this, so they cannot disagree.
 */
import { Text } from '@tarojs/components'
import { useTranslation } from 'react-i18next'
import { bookingPrice, priceText, type BookingPriceInput } from '../../core/booking/price'

export function BookingPrice({
  price,
  people,
  className,
  testId,
}: {
  price: BookingPriceInput
  /** the total for this many people; per person without */
  people?: number
  className?: string
  testId?: string
}) {
  const { t } = useTranslation('booking')
  const { key, values } = priceText(bookingPrice(price), people)
  return (
    <Text className={className} data-testid={testId}>
      {t(key, values)}
    </Text>
  )
}
