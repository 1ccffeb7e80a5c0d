/**
 * /robot (ROBOT): a chat with the site's FAQ (GET config/api/robot/ask, docs/contract-help.md
 * "Robot"). The assistant greets and offers the first questions of the FAQ; each question asked
 * gets the matching entry's answer with "see details" and the next best questions, or, when nothing
 * matches well enough, the fallback: the site's hotline with a call button. The whole conversation
 * stays on screen (this visit), newest at the bottom.
 */
import { Input, Text, View } from '@tarojs/components'
import Taro from '@tarojs/taro'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import PageShell from '@/components/PageShell'
import type { RobotAnswer } from '@/core/help/contract'
import { QUESTION_MAX } from '@/core/help/robot'
import * as routes from '@/core/route-paths'
import { CallButton, faqApi, helpCalls } from '@/features/help'
import { toastFailure, useLoad } from '@/kit'
import { pressable } from '@/kit/theme'
import { navigate } from '@/services/navigate'
import '../../components/help-pages.scss'
import { typedValue } from '@/kit/typed-value'

type Message =
  | { id: number; from: 'me'; text: string }
  | { id: number; from: 'bot'; text: string; reply?: RobotAnswer; pending?: boolean; failed?: boolean }

function Chips({ items, onAsk, testId }: { items: Array<{ id: number; question: string }>; onAsk: (q: string) => void; testId: string }) {
  return (
    <View className="help-chat__chips" data-testid={testId}>
      {items.map((r) => (
        <View key={r.id} className="help-chat__chip" data-testid={`${testId}-${r.id}`} {...pressable(() => onAsk(r.question))}>
          {r.question}
        </View>
      ))}
    </View>
  )
}

export default function RobotPage() {
  const { t } = useTranslation(['help', 'common'])
  const first = useLoad(() => faqApi.list({}, { page: 1, pageSize: 4 }))
  const [messages, setMessages] = useState<Message[]>([])
  const [typed, setTyped] = useState('')
  const [busy, setBusy] = useState(false)

  const ask = async (raw: string) => {
    const question = raw.trim().slice(0, QUESTION_MAX)
    if (!question || busy) return
    const id = Date.now()
    setTyped('')
    setBusy(true)
    setMessages((m) => [
      ...m,
      { id, from: 'me', text: question },
      { id: id + 1, from: 'bot', text: t('help:robot.thinking'), pending: true },
    ])
    const res = await helpCalls.ask(question)
    setBusy(false)
    setMessages((m) =>
      m.map((msg): Message => {
        if (msg.id !== id + 1) return msg
        if (!res.ok) return { id: msg.id, from: 'bot', text: t('help:robot.failed'), failed: true }
        const reply = res.data
        return { id: msg.id, from: 'bot', text: reply.matched && reply.answer ? reply.answer.answer : t('help:robot.fallback'), reply }
      }),
    )
    if (!res.ok) toastFailure(res, t('help:robot.failed'))
    // the newest message in view
    setTimeout(() => void Taro.pageScrollTo({ scrollTop: 100000, duration: 200 }).catch(() => undefined), 50)
  }

  return (
    <PageShell title={t('help:title.robot')}>
      <View className="help-chat" data-testid="robot">
        <View className="help-chat__msg">
          <View className="help-chat__bubble" data-testid="robot-welcome">
            <Text className="help-chat__who">{t('help:robot.bot')}</Text>
            <Text>{t('help:robot.welcome', { site: __SITE__.name })}</Text>
            {first.data && first.data.items.length > 0 && (
              <>
                <Text className="help-chat__who">{t('help:robot.suggestions')}</Text>
                <Chips items={first.data.items} onAsk={ask} testId="robot-suggest" />
              </>
            )}
          </View>
        </View>
        {messages.map((m) => (
          <View key={m.id} className={`help-chat__msg${m.from === 'me' ? ' is-me' : ''}`}>
            <View
              className="help-chat__bubble"
              data-testid={
                m.from === 'me' ? 'robot-question' : m.reply ? (m.reply.matched ? 'robot-answer' : 'robot-fallback') : 'robot-pending'
              }
            >
              <Text className="help-chat__who">{m.from === 'me' ? t('help:robot.me') : t('help:robot.bot')}</Text>
              {m.from === 'bot' && m.reply?.matched && m.reply.answer && (
                <Text className="help-section__title">{m.reply.answer.question}</Text>
              )}
              {m.text
                .split('\n')
                .filter(Boolean)
                .map((line, i) => (
                  <Text key={i} className="help-answer__p">
                    {line}
                  </Text>
                ))}
              {m.from === 'bot' && m.reply && (
                <>
                  {m.reply.matched && m.reply.answer ? (
                    <Text
                      className="help-row__link"
                      data-testid="robot-detail"
                      {...pressable(() => void navigate(routes.problemDetail(m.reply!.answer!.id)))}
                    >
                      {t('help:robot.detail')}
                    </Text>
                  ) : (
                    <CallButton
                      phone={m.reply.contact.phone}
                      testId="robot-call"
                      label={t('help:robot.callHuman', { phone: m.reply.contact.phone })}
                    >
                      <Text>{t('help:robot.callHuman', { phone: m.reply.contact.phone })}</Text>
                    </CallButton>
                  )}
                  {m.reply.related.length > 0 && (
                    <>
                      <Text className="help-chat__who">{t('help:robot.related')}</Text>
                      <Chips items={m.reply.related} onAsk={ask} testId={`robot-related-${m.id}`} />
                    </>
                  )}
                </>
              )}
            </View>
          </View>
        ))}
      </View>
      <View className="help-chat__bar">
        <Input
          className="help-chat__input"
          value={typed}
          maxlength={QUESTION_MAX}
          confirmType="send"
          placeholder={t('help:robot.placeholder')}
          aria-label={t('help:robot.placeholder')}
          data-testid="robot-input"
          onInput={(e) => setTyped(typedValue(e))}
          onConfirm={(e) => void ask(typedValue(e))}
        />
        <View className="help-chat__send" data-testid="robot-send" {...pressable(() => void ask(typed), t('help:robot.send'))}>
          {t('help:robot.send')}
        </View>
      </View>
    </PageShell>
  )
}
