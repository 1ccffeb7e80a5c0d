/** Menu icons: the remote icon when given, else the code's drawn icon, the grid families fetched on demand. */
import { render, screen, waitFor } from '@testing-library/react'
import type { MenuItem } from '../../../types/contract'
import MenuIcon from '.'
import { iconOfMenuCode } from './icons'

const menu = (menuCode: string, icons: Partial<MenuItem> = {}) => ({ id: 1, name: menuCode, menuCode, ...icons }) as MenuItem

test('menu codes map to families; unknown codes get Category', () => {
  expect(iconOfMenuCode('HOTEL')).toBe('Home')
  expect(iconOfMenuCode('TRAIN_INQUIRY')).toBe('Transit')
  expect(iconOfMenuCode('NO_SUCH_CODE')).toBe('Category')
  // an entry opened by its path: the words of its page, not one icon for all
  expect(iconOfMenuCode('PAGE', '/sc-live')).toBe('Video')
  expect(iconOfMenuCode('PAGE', '/sc-beauty')).toBe('Image')
  expect(iconOfMenuCode('PAGE', '/column-list-new/scysjj')).toBe('Articles')
  expect(iconOfMenuCode('PAGE', '/guide-map-zytf')).toBe('Location')
  expect(iconOfMenuCode('PAGE', '/city-card')).toBe('Star')
  expect(iconOfMenuCode('PAGE', '/sc-index')).toBe('Home')
  expect(iconOfMenuCode('PAGE', '/play-list')).toBe('List')
  // a code of its own keeps its icon whatever the path
  expect(iconOfMenuCode('HOTEL', '/sc-live')).toBe('Home')
})

test('a remote icon wins: selectIcon when active, unSelectIcon otherwise', () => {
  const item = menu('SCENIC', { selectIcon: 'on.png', unSelectIcon: 'off.png' })
  const { container, rerender } = render(<MenuIcon item={item} variant="tab" active />)
  expect(container.querySelector('[src="on.png"], img[src="on.png"]') || container.innerHTML.includes('on.png')).toBeTruthy()
  rerender(<MenuIcon item={item} variant="tab" active={false} />)
  expect(container.innerHTML).toContain('off.png')
  expect(screen.queryByTestId('menu-icon-SCENIC')).toBeNull()
})

test('without a remote icon the drawn one shows, a lazily loaded family included', async () => {
  render(<MenuIcon item={menu('SCENIC')} variant="grid" />)
  const tile = screen.getByTestId('menu-icon-SCENIC')
  await waitFor(() => expect(tile.querySelector('.menu-icon__glyph')).not.toBeNull())
})
