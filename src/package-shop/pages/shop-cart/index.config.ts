// title set in code
export default definePageConfig({ navigationBarTitleText: '' })
