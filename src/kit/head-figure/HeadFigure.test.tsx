import { screen } from '@testing-library/react'
import { renderWithI18n } from '../../../tests/setup/render'
import { HeadFigure } from '.'

test('the value carries the test id; the label stands above it', () => {
  renderWithI18n(<HeadFigure label="积分" value={120} testId="vip-points" />)
  const value = screen.getByTestId('vip-points')
  expect(value.textContent).toBe('120')
  expect(value.className).toBe('wl-head-figure__value')
  expect(value.previousElementSibling?.textContent).toBe('积分')
})
