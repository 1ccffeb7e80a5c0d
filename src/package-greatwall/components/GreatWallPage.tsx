/**
 * A page of the Great Wall park: on the sites that ship package-greatwall (src/core/site-packages.json)
 * the page shell with the park's skin and footer around the body; elsewhere the home area's "not on
 * this site" with the way home (H5 serves one compile to every site; the mini-program stamp leaves
 * the package out of other sites altogether).
 *   <GreatWallPage title={t('page.hotel')} testId="cc-hotel">…</GreatWallPage>
 * `bare`: the body draws its own page (a detail on the kit's DetailPage): only the site check here.
 */
import type { ReactNode } from 'react'
import PageShell from '@/components/PageShell'
import { GREATWALL_PACKAGE } from '@/core/greatwall/rules'
import { siteHasPackage } from '@/core/site-packages'
import { SiteOnlyView } from '@/features/home/site-only'
import { GreatWallSkin } from './GreatWallSkin'

export const onGreatWallSite = () => siteHasPackage(GREATWALL_PACKAGE, __SITE__.siteCode)

export function GreatWallPage({ title, testId, bare, children }: { title: string; testId: string; bare?: boolean; children: ReactNode }) {
  return (
    <SiteOnlyView shown={onGreatWallSite()} title={title}>
      {bare ? (
        children
      ) : (
        <PageShell title={title}>
          <GreatWallSkin testId={testId}>{children}</GreatWallSkin>
        </PageShell>
      )}
    </SiteOnlyView>
  )
}

/** a detail's loaded body inside the park's skin (PlaceDetailView / StoryDetailView `frame`) */
export const inSkin = (testId: string) => (body: ReactNode) => <GreatWallSkin testId={testId}>{body}</GreatWallSkin>
