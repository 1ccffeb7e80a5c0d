/**
 * The heritage detail pages on the kit's DetailPage (loading, failed with retry, not found; the
 * title is the row's name): a project (/project-desc/{id}), a successor (/successor-desc/{id}, or
 * /user-fans?relationId=), an experience or inheritance base (/experience-desc/{id},
 * /inheritance-desc/{id}). Pictures with the viewer and the collapsing introduction are the place
 * pages' (Gallery, Intro); the comments area's CommentBlock; like / collect through interactManage, follow
 * on a successor.
 */
import { Text, View } from '@tarojs/components'
import { useTranslation } from 'react-i18next'
import { CommentBlock } from '@/features/comments'
import { Gallery, Intro } from '@/features/places'
import PageShell from '../../components/PageShell'
import type { HeritageBaseKind } from '../../core/heritage/contract'
import { showsHeritageBases } from '../../core/heritage/rules'
import * as routes from '../../core/route-paths'
import { DetailPage } from '../../kit/detail-page'
import { usePageParams } from '../../kit/page-params'
import { navigate } from '../../services/navigate'
import { baseApis, projectApi, successorApi } from './api'
import { Actions } from './components/Actions'
import { BasesHidden } from './components/BasesHidden'
import { BaseCard, LevelBadge, SuccessorCard } from './components/Cards'
import { Facts } from './components/Facts'
import { FollowButton } from './components/FollowButton'
import { Related } from './components/Related'
import './heritage.scss'

function Head({ name, level, line }: { name: string; level: string; line: string }) {
  return (
    <View className="heritage-head">
      <View className="heritage-head__row">
        <Text className="heritage-head__name" data-testid="heritage-name">
          {name}
        </Text>
        <LevelBadge level={level} />
      </View>
      {line && <Text className="heritage-card__meta">{line}</Text>}
    </View>
  )
}

export function ProjectDetailView() {
  const { t } = useTranslation('heritage')
  const { id } = usePageParams()
  return (
    <DetailPage id={id} load={projectApi.detail} title={t('title.projectDesc')} titleOf={(p) => p.name} testId="heritage-project-detail">
      {(p) => (
        <View className="heritage-detail" data-testid="heritage-project-body">
          <Gallery images={p.images} name={p.name} />
          <Head name={p.name} level={p.level} line={[t(`category.${p.category}`), p.regionName].filter(Boolean).join(' · ')} />
          <Facts
            facts={[
              { label: t('fact.listCode'), value: p.listCode },
              { label: t('fact.listedYear'), value: p.listedYear ? String(p.listedYear) : '' },
              { label: t('fact.protectionUnit'), value: p.protectionUnit },
            ]}
          />
          <Intro text={p.intro} />
          <Related
            title={t('section.successors', { count: p.successorCount })}
            source={successorApi}
            params={{ projectId: p.id }}
            render={(s) => <SuccessorCard item={s} />}
            testId="heritage-project-successors"
          />
          {showsHeritageBases(__SITE__) && (
            <Related
              title={t('section.experience')}
              source={baseApis.EXPERIENCE}
              params={{ projectId: p.id }}
              render={(b) => <BaseCard item={b} />}
              testId="heritage-project-bases"
              size={2}
            />
          )}
          <CommentBlock type={p.resourceType} id={p.id} title={p.name} />
          <Actions item={p} />
        </View>
      )}
    </DetailPage>
  )
}

export function SuccessorDetailView() {
  const { t } = useTranslation('heritage')
  const params = usePageParams()
  // /user-fans carries the successor as relationId (product-spec 2.2)
  const id = params.id || params.relationId
  return (
    <DetailPage
      id={id}
      load={successorApi.detail}
      title={t('title.successorDesc')}
      titleOf={(s) => s.name}
      testId="heritage-successor-detail"
    >
      {(s) => (
        <View className="heritage-detail" data-testid="heritage-successor-body">
          <Gallery images={s.images} name={s.name} />
          <Head name={s.name} level={s.level} line={t('generationOf', { n: s.generation, project: s.projectName })} />
          <FollowButton successorId={s.id} following={s.vipResourceStatus.focusStatus} fans={s.fansNum} />
          <Facts
            facts={[
              {
                label: t('fact.project'),
                value: s.projectName,
                onPress: () => navigate(routes.projectDesc(s.projectId)),
                testId: 'heritage-successor-project',
              },
              { label: t('fact.birthYear'), value: s.birthYear ? String(s.birthYear) : '' },
            ]}
          />
          {s.works.length > 0 && (
            <View className="heritage-section">
              <View className="heritage-section__title" role="heading" aria-level={2}>
                {t('section.works')}
              </View>
              {s.works.map((w) => (
                <Text key={w} className="heritage-work">
                  {w}
                </Text>
              ))}
            </View>
          )}
          <Intro text={s.intro} />
          <CommentBlock type={s.resourceType} id={s.id} title={s.name} />
          <Actions item={s} />
        </View>
      )}
    </DetailPage>
  )
}

export function BaseDetailView({ kind }: { kind: HeritageBaseKind }) {
  const { t } = useTranslation('heritage')
  const { id } = usePageParams()
  const title = t(kind === 'EXPERIENCE' ? 'title.experienceDesc' : 'title.inheritanceDesc')
  if (!showsHeritageBases(__SITE__))
    return (
      <PageShell title={title}>
        <BasesHidden />
      </PageShell>
    )
  return (
    <DetailPage id={id} load={baseApis[kind].detail} title={title} titleOf={(b) => b.name} testId="heritage-base-detail">
      {(b) => (
        <View className="heritage-detail" data-testid="heritage-base-body">
          <Gallery images={b.images} name={b.name} />
          <Head name={b.name} level={b.level} line={b.summary} />
          <Facts
            facts={[
              {
                label: t('fact.address'),
                value: b.address,
                onPress:
                  b.longitude !== null && b.latitude !== null
                    ? () => navigate(routes.openMap(b.longitude!, b.latitude!, b.name, b.address))
                    : undefined,
              },
              { label: t('fact.openHours'), value: b.openHours },
              { label: t('fact.phone'), value: b.phone },
              {
                label: t('fact.project'),
                value: b.projectName,
                onPress: b.projectId ? () => navigate(routes.projectDesc(b.projectId!)) : undefined,
              },
            ]}
          />
          <Intro text={b.intro} />
          <CommentBlock type={b.resourceType} id={b.id} title={b.name} />
          <Actions item={b} />
        </View>
      )}
    </DetailPage>
  )
}
