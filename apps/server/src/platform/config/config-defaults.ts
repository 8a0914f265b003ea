/** System configuration defaults (SPEC.md §3). Keys starting with `_` never leave the server. */
export const CONFIG_DEFAULTS: Record<string, string> = {
  brandName: '码趣编程',
  brandDesc: '少儿编程在线教学、测评与竞赛平台',
  logo: '',
  logo2: '',
  avatar: '',
  qiniuDomain: '',
  staticDomain: '',
  uploadType: 'local',
  /** Qiniu storage region of older clients' direct uploads; empty while files go through the server. */
  qiniuArea: '',
  /** Address of an online document preview service; empty shows PDFs in the page and downloads the rest. */
  filePreview: '',
  /** Id of the organisation's official site account; empty when there is none. */
  owId: '',
  /** Whether works may be commented on. */
  allowComment: 'true',
  banner: '',
  bannerLinks: '',
  footer: '<p>© 码趣编程 · 让每个孩子都能学好编程</p>',
  customJS: '',
  customCss: '',
  homeBgColor: '#f0f2f5',
  file_homeBg: '',
  homeBgRepeat: 'no-repeat',
  indexConfig: JSON.stringify({ indexLogo: '', ifshopping: false, mybutton: true, buttonList: [] }),
  allowReg: 'false',
  joinClassText: '加入班级',
  _defaultRole: 'student',
  _defaultClass: '',
  _phone: '',
  _address: '',
};
