/**
 * A topic's state from its dates (product-spec 4: "Topic: not started, under way, over"):
 * before its start it has not started, from its start until its end it is under way, after its
 * end it is over. The end is inclusive: a topic ending today at 23:59 is still under way then.
 */
export type TopicState = 'NOT_STARTED' | 'UNDER_WAY' | 'OVER'

export function topicState(topic: { startTime: string | Date; endTime: string | Date }, now: Date = new Date()): TopicState {
  const start = new Date(topic.startTime).getTime()
  const end = new Date(topic.endTime).getTime()
  const t = now.getTime()
  if (Number.isFinite(start) && t < start) return 'NOT_STARTED'
  if (Number.isFinite(end) && t > end) return 'OVER'
  return 'UNDER_WAY'
}

/** only a topic under way takes new entries */
export const acceptsEntries = (topic: { startTime: string | Date; endTime: string | Date }, now?: Date): boolean =>
  topicState(topic, now) === 'UNDER_WAY'
