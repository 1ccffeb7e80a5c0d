// apply-shared: a custom component does not see app.wxss by default, and the tab bar's own
// classes and the theme classes (kit/theme/theme.scss) live there, in common.wxss
export default { component: true, styleIsolation: 'apply-shared' }
