// title set in code (PageShell: H5 param routes do not get page-config titles)
export default definePageConfig({ navigationBarTitleText: '' })
