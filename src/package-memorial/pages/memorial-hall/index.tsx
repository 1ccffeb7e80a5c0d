/**
 * /memorial-hall/{id} (not a spec route: the spec's memorial is only `/index?isWorship=true`, whose
 * halls open here; docs/contract-memorial.md): a hall's picture, what it remembers, the offering
 * buttons with today's state and counts, then the messages of remembrance and the form to leave one.
 */
import { Text, View } from '@tarojs/components'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { hallApi, messageApi, type MemorialHallDetail } from '@/features/memorial'
import { DetailPage, PagedList, usePageParams } from '@/kit'
import { Picture } from '@/kit/picture'
import { MessageForm } from '../../components/MessageForm'
import { MessageRow } from '../../components/MessageRow'
import { OfferingButtons } from '../../components/OfferingButtons'
import '../../components/memorial-hall.scss'

function Hall({ hall }: { hall: MemorialHallDetail }) {
  const { t } = useTranslation('memorial')
  // a new key remounts the list at page 1 after a message is left
  const [version, setVersion] = useState(0)
  return (
    <View className="memorial-hall">
      <View className="memorial-hall__cover">
        <Picture className="memorial-hall__img" src={hall.cover} />
      </View>
      <View className="memorial-hall__block">
        <View className="memorial-hall__name" role="heading" aria-level={1} data-testid="memorial-hall-name">
          {hall.name}
        </View>
        <Text className="memorial-hall__line">{hall.summary}</Text>
        <Text className="memorial-hall__line">{hall.place}</Text>
      </View>
      <View className="memorial-hall__block">
        <OfferingButtons hall={hall} />
      </View>
      <View className="memorial-hall__block">
        <View className="memorial-hall__title" role="heading" aria-level={2}>
          {t('hall.intro')}
        </View>
        <Text className="memorial-hall__text">{hall.intro}</Text>
      </View>
      <View className="memorial-hall__block">
        <View className="memorial-hall__title" role="heading" aria-level={2}>
          {t('messages.title')}
        </View>
        <MessageForm hallId={hall.id} onSent={() => setVersion((v) => v + 1)} />
        <PagedList
          key={version}
          source={messageApi}
          params={{ hallId: hall.id }}
          renderItem={(message) => <MessageRow message={message} onReviewed={() => setVersion((v) => v + 1)} />}
          testId="memorial-messages"
        />
      </View>
    </View>
  )
}

export default function MemorialHallPage() {
  const { t } = useTranslation('memorial')
  const { id } = usePageParams()
  return (
    <DetailPage id={id} load={hallApi.detail} title={t('hallTitle')} titleOf={(hall) => hall.name} testId="memorial-hall">
      {(hall) => <Hall hall={hall} />}
    </DetailPage>
  )
}
