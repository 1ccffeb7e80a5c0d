/** The list page of rows a user owns: `<section>.title` heads it, `<section>.add` labels its add button. */
import { useTranslation } from 'react-i18next'
import { AccountPage } from '@/features/account'
import { OwnedList, type Id, type OwnedListProps } from '@/kit'

export function OwnedListPage<Item extends { id: Id }>({
  section,
  testId,
  ...list
}: { section: string; testId: string } & Omit<OwnedListProps<Item>, 'addText'>) {
  const { t } = useTranslation('user')
  return (
    <AccountPage titleKey={`${section}.title`} testId={testId}>
      <OwnedList addText={t(`${section}.add`)} {...list} />
    </AccountPage>
  )
}
