// title set in code (DetailPage): H5 ignores page-config titles on routes with parameters
export default definePageConfig({ navigationBarTitleText: '' })
