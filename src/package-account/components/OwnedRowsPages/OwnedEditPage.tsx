/**
 * The add / edit page of a row a user owns: the row id from the route (none: a new row),
 * `<section>.editTitle` or `<section>.add` heads it, its test id is `<testIdPrefix>-edit-page`.
 */
import { AccountPage } from '@/features/account'
import { EditForm, usePageParams, type EditFormProps } from '@/kit'

export function OwnedEditPage<Form extends Record<string, string | boolean>, Detail, Draft>({
  section,
  ...form
}: { section: string } & Omit<EditFormProps<Form, Detail, Draft>, 'id' | 'namespaces'>) {
  const id = usePageParams().id || undefined
  return (
    <AccountPage titleKey={id ? `${section}.editTitle` : `${section}.add`} testId={`${form.testIdPrefix}-edit-page`}>
      {/* the rules' keys are in the account namespace */}
      <EditForm id={id} namespaces={['user', 'account']} {...form} />
    </AccountPage>
  )
}
