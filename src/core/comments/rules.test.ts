import {
  canAddEmoticon,
  canAddTag,
  checkComment,
  checkReply,
  COMMENT_MAX_LENGTH,
  CommentMessage,
  commentLength,
  emoticonIdsIn,
  EMOTICONS,
  REVIEW_TAG_IDS,
  truncateComment,
} from './index'

const glyph = (id: string) => EMOTICONS.find((e) => e.id === id)!.glyph

describe('comment rules (rules-and-contract 5 and 9)', () => {
  it('content is required, with the writer and list-screen messages', () => {
    expect(checkComment({ content: '   ' })).toEqual({ ok: false, messageKey: 'comments:rule.empty', params: undefined })
    expect(checkComment({ content: '' }, 'list')).toMatchObject({ ok: false, messageKey: CommentMessage.emptyInList })
  })

  it('keeps 200 characters and truncates the rest without a message', () => {
    const long = '好'.repeat(250)
    const res = checkComment({ content: long })
    expect(res.ok && res.value.content).toBe('好'.repeat(COMMENT_MAX_LENGTH))
    expect(truncateComment('a'.repeat(200))).toHaveLength(200)
  })

  it('never cuts an expression in half: counts code points', () => {
    const text = '好'.repeat(199) + glyph('smile') + glyph('laugh')
    const kept = truncateComment(text)
    expect(commentLength(kept)).toBe(200)
    expect(kept.endsWith(glyph('smile'))).toBe(true)
  })

  it('up to 10 expressions: the 11th is refused, in the writer and list wording', () => {
    const ten = glyph('cheer').repeat(10)
    expect(checkComment({ content: `不错${ten}` })).toMatchObject({ ok: true })
    expect(canAddEmoticon(ten)).toEqual({ ok: false, messageKey: 'comments:rule.tooManyEmoticons', params: { max: 10 } })
    expect(canAddEmoticon(ten, 'list')).toMatchObject({ messageKey: 'comments:rule.tooManyEmoticonsInList' })
    expect(canAddEmoticon(glyph('cheer').repeat(9))).toEqual({ ok: true, value: true })
    expect(checkComment({ content: `x${ten}${glyph('heart')}` })).toMatchObject({ ok: false, messageKey: CommentMessage.tooManyEmoticons })
    const ids = Array.from({ length: 11 }, () => 'smile')
    expect(checkComment({ content: '好', emoticonsIds: ids })).toMatchObject({ ok: false, messageKey: CommentMessage.tooManyEmoticons })
  })

  it('reads the expressions of the text, glyphs with a variation selector whole', () => {
    expect(emoticonIdsIn(`美${glyph('heart')}景${glyph('pray')}${glyph('smile')}`)).toEqual(['heart', 'pray', 'smile'])
    expect(checkComment({ content: 'ok', emoticonsIds: ['nope'] })).toMatchObject({ ok: false, messageKey: CommentMessage.badEmoticon })
  })

  it('up to 5 review tags, from the set', () => {
    const five = REVIEW_TAG_IDS.slice(0, 5)
    expect(checkComment({ content: '好', tags: five })).toMatchObject({ ok: true, value: { tags: five } })
    expect(checkComment({ content: '好', tags: REVIEW_TAG_IDS.slice(0, 6) })).toMatchObject({
      ok: false,
      messageKey: 'comments:rule.tooManyTags',
    })
    expect(canAddTag(five)).toMatchObject({ ok: false, messageKey: CommentMessage.tooManyTags })
    expect(canAddTag(five.slice(0, 4))).toMatchObject({ ok: true })
    expect(checkComment({ content: '好', tags: ['bogus'] })).toMatchObject({ ok: false, messageKey: CommentMessage.badTag })
  })

  it('up to 9 photos or one video, not both; star 0-5', () => {
    const nine = Array.from({ length: 9 }, (_, i) => `/p${i}.jpg`)
    expect(checkComment({ content: '好', images: nine, star: 5 })).toMatchObject({ ok: true, value: { images: nine, star: 5 } })
    expect(checkComment({ content: '好', images: [...nine, '/x.jpg'] })).toMatchObject({ messageKey: CommentMessage.tooManyImages })
    expect(checkComment({ content: '好', images: ['/a.jpg'], video: '/v.mp4' })).toMatchObject({ messageKey: CommentMessage.imagesOrVideo })
    expect(checkComment({ content: '好', video: '/v.mp4' })).toMatchObject({ ok: true, value: { video: '/v.mp4', star: 0 } })
    expect(checkComment({ content: '好', star: 6 })).toMatchObject({ messageKey: CommentMessage.badStar })
    expect(checkComment({ content: '好', star: 2.5 })).toMatchObject({ messageKey: CommentMessage.badStar })
  })

  it('a reply is required and truncated', () => {
    expect(checkReply(' ')).toMatchObject({ ok: false, messageKey: 'comments:rule.emptyReply' })
    expect(checkReply('谢谢'.repeat(150))).toMatchObject({ ok: true })
    const res = checkReply('谢'.repeat(300))
    expect(res.ok && res.value.length).toBe(200)
  })

  it('stores markup as written (rendering makes it text)', () => {
    const res = checkComment({ content: '<img src=x onerror=alert(1)>' })
    expect(res.ok && res.value.content).toBe('<img src=x onerror=alert(1)>')
  })
})
