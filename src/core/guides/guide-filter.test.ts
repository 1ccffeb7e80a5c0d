import { ANY, guideFilterOf, guideRouteArgs, KEYWORD_MAX } from './guide-filter'

describe('guide list filter', () => {
  it('reads `all` and empty segments as no filter', () => {
    expect(guideFilterOf(ANY, ANY)).toEqual({})
    expect(guideFilterOf('  ', '')).toEqual({})
    expect(guideFilterOf(undefined, undefined)).toEqual({})
  })

  it('keeps a trimmed keyword and a known sex only', () => {
    expect(guideFilterOf(' 熊猫 ', '2')).toEqual({ keyword: '熊猫', sex: '2' })
    expect(guideFilterOf('李', '3')).toEqual({ keyword: '李' })
  })

  it('cuts a keyword at the limit', () => {
    expect(guideFilterOf('长'.repeat(KEYWORD_MAX + 5), ANY).keyword).toHaveLength(KEYWORD_MAX)
  })

  it('turns a filter back into the route segments', () => {
    expect(guideRouteArgs({})).toEqual([ANY, ANY])
    expect(guideRouteArgs({ keyword: '王', sex: '1' })).toEqual(['王', '1'])
    expect(guideFilterOf(...guideRouteArgs({ keyword: '英语', sex: '2' }))).toEqual({ keyword: '英语', sex: '2' })
  })
})
