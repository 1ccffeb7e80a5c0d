/** /news-detail/{id}: "News details" in the title bar until the news is loaded, then its title. */
import { useTranslation } from 'react-i18next'
import { CommentBlock } from '@/features/comments'
import { newsApi } from '@/features/news'
import { DetailPage, usePageParams } from '@/kit'
import { NewsBody } from './NewsBody'

export default function NewsDetailPage() {
  const { t } = useTranslation('news')
  const { id } = usePageParams()
  return (
    <DetailPage id={id} load={newsApi.detail} title={t('detailTitle')} titleOf={(news) => news.title} testId="news-detail">
      {(news) => (
        <>
          <NewsBody news={news} />
          <CommentBlock type="NEWS" id={news.id} title={news.title} />
        </>
      )}
    </DetailPage>
  )
}
