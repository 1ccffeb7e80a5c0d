/** Mini-program: NutUI's Swiper (the native swiper: no script cost there). */
import { Swiper } from '@nutui/nutui-react-taro'
import { SLIDE_MS, type SlidesProps } from './slides-props'

export function Slides({ slides }: SlidesProps) {
  return (
    <Swiper className="home-slides" autoPlay={slides.length > 1} loop={slides.length > 1} indicator interval={SLIDE_MS}>
      {slides.map((slide, i) => (
        <Swiper.Item key={i}>{slide}</Swiper.Item>
      ))}
    </Swiper>
  )
}
