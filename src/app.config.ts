export default defineAppConfig({
  pages: ['pages/index/index', 'pages/user/index'],
  window: { backgroundTextStyle: 'light', navigationBarBackgroundColor: '#fff', navigationBarTitleText: 'Wenlv', navigationBarTextStyle: 'black' },
})
