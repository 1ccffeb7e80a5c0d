import { draftProblem } from './PublishForm'
import { emptyDraft } from './draft-store'

jest.mock('../upload', () => ({ useImageUpload: () => ({ uploading: false, upload: jest.fn() }) }))

const story = { ...emptyDraft('STORY'), title: '锦里夜游', content: '灯笼亮了' }

test('a story needs its title and content, then the publishing agreement, before any call', () => {
  expect(draftProblem('story', { ...story, title: ' ' }, 'all')).toBe('form.titleRequired')
  expect(draftProblem('story', { ...story, content: '' }, 'all')).toBe('form.contentRequired')
  expect(draftProblem('story', story, 'all')).toBe('form.agreementRequired')
  expect(draftProblem('story', { ...story, agreed: true }, 'all')).toBeUndefined()
})

test('a work or PK entry needs its picture and topic; its text is optional', () => {
  const work = { ...emptyDraft('WORK'), title: '《晨雾》', agreed: true }
  expect(draftProblem('work', work, 'all')).toBe('form.coverRequired')
  expect(draftProblem('work', { ...work, cover: '/a.png' }, 'all')).toBe('form.topicRequired')
  expect(draftProblem('pk', { ...work, storyType: 'PK', cover: '/a.png', topicId: 3 }, 'all')).toBeUndefined()
})

test('the strategy is written in two steps on one draft: the title first, the body and agreement second', () => {
  const head = { ...emptyDraft('STRATEGY'), title: '青城山一日游' }
  expect(draftProblem('strategy', { ...head, title: '' }, 'head')).toBe('form.titleRequired')
  expect(draftProblem('strategy', head, 'head')).toBeUndefined()
  expect(draftProblem('strategy', head, 'body')).toBe('form.contentRequired')
  expect(draftProblem('strategy', { ...head, content: '先坐索道', agreed: true }, 'body')).toBeUndefined()
})
