import { pictureHeight, STORY_BOX } from './picture-height'
import { acceptsEntries, topicState } from './topic-state'

const topic = { startTime: '2026-05-01T00:00:00Z', endTime: '2026-05-31T23:59:59Z' }

test('a topic has not started before its start, is under way between its dates, and is over after its end', () => {
  expect(topicState(topic, new Date('2026-04-30T23:59:59Z'))).toBe('NOT_STARTED')
  expect(topicState(topic, new Date('2026-05-01T00:00:00Z'))).toBe('UNDER_WAY')
  expect(topicState(topic, new Date('2026-05-31T23:59:59Z'))).toBe('UNDER_WAY')
  expect(topicState(topic, new Date('2026-06-01T00:00:00Z'))).toBe('OVER')
})

test('only a topic under way takes entries', () => {
  expect(acceptsEntries(topic, new Date('2026-05-10T00:00:00Z'))).toBe(true)
  expect(acceptsEntries(topic, new Date('2026-06-10T00:00:00Z'))).toBe(false)
  expect(acceptsEntries(topic, new Date('2026-01-10T00:00:00Z'))).toBe(false)
})

test('a story picture keeps its proportions at 323 wide, within 0.75 to 1.6 of the 244 box', () => {
  expect(pictureHeight(0, 0)).toBe(STORY_BOX.height)
  expect(pictureHeight(800, 600)).toBe(242)
  expect(pictureHeight(600, 800)).toBe(390)
  expect(pictureHeight(100, 1000)).toBe(390)
  expect(pictureHeight(1000, 100)).toBe(183)
})
