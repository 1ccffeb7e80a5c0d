/**
 * The user information the mini-program handles through WeChat's private APIs, as an operator
 * declares it in the console's privacy guide (小程序用户隐私保护指引: mp.weixin.qq.com, 设置 → 服务内容声明 →
 * 用户隐私保护指引). WeChat disables an API whose information is not declared there, and asks the
 * visitor to agree to the guide before the first one (src/components/PrivacySheet).
 *
 * One list, two checks (privacy-apis.test.ts): the README's table is `privacyGuideTable()` word for
 * word, and the private calls found in src/ are exactly the ones of the declared entries (a new
 * call of an undeclared kind fails the test, so does an entry nothing calls any more).
 */

/** WeChat's table of private APIs: the information (处理的信息) → the calls and components that need it. */
export const WECHAT_PRIVATE_APIS = {
  location: {
    guide: '收集你的位置信息',
    apis: ['getLocation', 'startLocationUpdate', 'startLocationUpdateBackground', 'getFuzzyLocation'],
  },
  chosenLocation: { guide: '收集你选择的位置信息', apis: ['choosePoi', 'chooseLocation'] },
  address: { guide: '收集你的地址', apis: ['chooseAddress'] },
  photos: { guide: '收集你选中的照片或视频信息', apis: ['chooseImage', 'chooseMedia', 'chooseVideo'] },
  files: { guide: '收集你选中的文件', apis: ['chooseMessageFile'] },
  microphone: { guide: '访问你的麦克风', apis: ['startRecord', 'getRecorderManager', 'joinVoIPChat'] },
  camera: { guide: '访问你的摄像头', apis: ['createCameraContext', 'createVKSession', '<Camera'] },
  albumWrite: { guide: '使用你的相册（仅写入）权限', apis: ['saveImageToPhotosAlbum', 'saveVideoToPhotosAlbum'] },
  clipboard: { guide: '读取你的剪切板', apis: ['setClipboardData', 'getClipboardData'] },
  phoneNumber: { guide: '收集你的手机号', apis: ['getPhoneNumber', 'getRealtimePhoneNumber'] },
  nicknameAvatar: { guide: '收集你的昵称、头像', apis: ['chooseAvatar', 'type="nickname"', 'getUserProfile', 'getUserInfo'] },
  weRun: { guide: '收集你的微信运动步数', apis: ['getWeRunData'] },
  contacts: { guide: '使用你的通讯录（仅写入）权限', apis: ['addPhoneContact'] },
} as const

export type PrivateInfo = keyof typeof WECHAT_PRIVATE_APIS

export interface DeclaredInfo {
  info: PrivateInfo
  /** the purpose the operator writes after 用于 (the console's form is in Chinese) */
  purpose: string
  /** the calls of WECHAT_PRIVATE_APIS[info].apis the app makes (found in src/ by the test) */
  calls: readonly string[]
  /** where the visitor meets it */
  where: string
}

/** What this app handles: declare exactly these in every site's console (README, "Privacy"). */
export const DECLARED_INFO: readonly DeclaredInfo[] = [
  {
    info: 'location',
    purpose: '在地图上显示你附近的景点、场馆和服务设施并按距离排序，志愿活动签到和紧急求助时确定你的位置',
    calls: ['getLocation'],
    where: 'maps (/venues-map, /service-map, /activity-map), complaint place, emergency help, volunteer sign-in',
  },
  {
    info: 'photos',
    purpose: '上传投诉、点评、故事、投票作品和求助的图片或视频，更换头像',
    calls: ['chooseImage', 'chooseVideo'],
    where: 'photo and video pickers (complaints, comments, stories, votes, help, /user-data avatar)',
  },
  {
    info: 'microphone',
    purpose: '录制语音投诉',
    calls: ['getRecorderManager'],
    where: '/complain-voice',
  },
  {
    info: 'clipboard',
    purpose: '复制邀请码、物流单号和外部链接',
    calls: ['setClipboardData'],
    where: 'invite codes, logistics tracking number, external menu links',
  },
]

/** The README's table, one row per declared information. */
export function privacyGuideTable(): string {
  const rows = DECLARED_INFO.map(({ info, purpose, calls, where }) => {
    const api = (name: string) => `\`wx.${name}\``
    return `| ${WECHAT_PRIVATE_APIS[info].guide} | ${purpose} | ${calls.map(api).join(', ')} | ${where} |`
  })
  return ['| 处理的信息 (declare) | 用于 (purpose) | WeChat APIs | where in the app |', '|---|---|---|---|', ...rows].join('\n')
}
