import { cartTotalFen, electricityAccepted, electricityCallAllowed, quantityRefusal, shopServiceBase, yuanOf } from './rules'

describe('shop rules', () => {
  test('the shop base is shopUrl + culturalcloud/1.0/, none without a shopUrl', () => {
    expect(shopServiceBase('/api/shop/')).toBe('/api/shop/culturalcloud/1.0/')
    expect(shopServiceBase('https://shop.example.com')).toBe('https://shop.example.com/culturalcloud/1.0/')
    expect(shopServiceBase('')).toBe('')
    expect(shopServiceBase(undefined)).toBe('')
  })

  test('getElectricityFree is made only with encryption AND shopUrl', () => {
    expect(electricityCallAllowed({ encryption: 'abc', shopUrl: '/api/shop/' })).toBe(true)
    expect(electricityCallAllowed({ encryption: '', shopUrl: '/api/shop/' })).toBe(false)
    expect(electricityCallAllowed({ encryption: null, shopUrl: '/api/shop/' })).toBe(false)
    expect(electricityCallAllowed({ encryption: 'abc', shopUrl: '' })).toBe(false)
    expect(electricityCallAllowed({ encryption: 'abc', shopUrl: '  ' })).toBe(false)
  })

  test('success only when code is the string "1"', () => {
    expect(electricityAccepted({ code: '1', data: {} })).toBe(true)
    expect(electricityAccepted({ code: 1 })).toBe(false)
    expect(electricityAccepted({ code: '0' })).toBe(false)
    expect(electricityAccepted({ code: 0 })).toBe(false)
    expect(electricityAccepted({})).toBe(false)
    expect(electricityAccepted(undefined)).toBe(false)
  })

  test('quantities: 1 to 99 and within the stock', () => {
    expect(quantityRefusal(1, 5)).toBeNull()
    expect(quantityRefusal(5, 5)).toBeNull()
    expect(quantityRefusal(6, 5)).toBe('stock')
    expect(quantityRefusal(0, 5)).toBe('quantity')
    expect(quantityRefusal(100, 500)).toBe('quantity')
    expect(quantityRefusal(1.5, 5)).toBe('quantity')
  })

  test('totals in fen, shown in yuan', () => {
    expect(
      cartTotalFen([
        { priceFen: 3800, quantity: 2 },
        { priceFen: 1250, quantity: 1 },
      ]),
    ).toBe(8850)
    expect(yuanOf(8850)).toBe('88.50')
  })
})
