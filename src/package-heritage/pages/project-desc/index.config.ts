// title set in code (the row's name, once loaded)
export default definePageConfig({ navigationBarTitleText: '' })
