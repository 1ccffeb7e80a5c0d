export default definePageConfig({ navigationBarTitleText: '', onReachBottomDistance: 240 })
