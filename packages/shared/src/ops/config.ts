import { z } from 'zod';

// ---- requests ----

const SAFE_REF = /^(https?:\/\/[^\s"'<>]+|\/?[\w\-./\u4e00-\u9fa5%]+)$/;
const safeRef = (label: string) =>
  z
    .string()
    .trim()
    .max(500, `${label}地址不能超过 500 个字符`)
    .refine((v) => v === '' || (SAFE_REF.test(v) && !v.startsWith('//')), `${label}地址不合法`);
const httpUrl = (label: string) =>
  z
    .string()
    .trim()
    .max(255, `${label}不能超过 255 个字符`)
    .refine((v) => v === '' || /^https?:\/\/[^\s"'<>]+$/.test(v), `${label}必须以 http:// 或 https:// 开头`);
const boolText = (label: string) =>
  z
    .union([z.boolean(), z.enum(['true', 'false', '1', '0'])], { error: `${label}只能是 true 或 false` })
    .transform((v) => String(v === true || v === 'true' || v === '1'));

const indexConfig = z.strictObject(
  {
    indexLogo: safeRef('首页 Logo').optional(),
    ifshopping: z.union([z.boolean(), z.enum(['true', 'false'])]).optional(),
    mybutton: z.union([z.boolean(), z.string().max(20)]).optional(),
    buttonList: z
      .array(
        z.strictObject({
          title: z.string().trim().max(50).optional(),
          desc: z.string().trim().max(500).optional(),
        }),
      )
      .max(20, '首页按钮最多 20 个')
      .optional(),
  },
  { error: '首页配置格式不正确' },
);

/**
 * Every key an administrator may set, with its rule (all required here; the edit body is partial).
 * Unknown keys are refused; `_` keys are private and never leave the server except through the
 * admin-only list. The server also sanitises `footer` (HTML) on save.
 */
export const configFields = z.strictObject(
  {
    brandName: z.string().trim().min(1, '请输入品牌名称').max(50, '品牌名称不能超过 50 个字符'),
    brandDesc: z.string().trim().max(200, '品牌描述不能超过 200 个字符'),
    logo: safeRef('Logo'),
    logo2: safeRef('Logo2'),
    avatar: safeRef('默认头像'),
    qiniuDomain: httpUrl('图片服务器前缀'),
    staticDomain: httpUrl('静态资源域名'),
    uploadType: z.enum(['local', 'qiniu', 's3', 'minio', 'alioss'], { error: '上传方式不合法' }),
    qiniuArea: z.string().trim().max(20, '七牛存储区域不能超过 20 个字符'),
    filePreview: httpUrl('文件预览服务地址'),
    owId: z.string().trim().max(64, '公众号编号不能超过 64 个字符'),
    allowComment: boolText('允许评论'),
    banner: z
      .string()
      .trim()
      .max(3000, '轮播图不能超过 3000 个字符')
      .refine(
        (v) => v.split(',').every((x) => x.trim() === '' || SAFE_REF.test(x.trim())),
        '轮播图地址不合法',
      ),
    bannerLinks: z
      .string()
      .max(3000, '轮播图链接不能超过 3000 个字符')
      .refine(
        (v) => v.split('\n').every((x) => x.trim() === '' || SAFE_REF.test(x.trim())),
        '轮播图链接必须是 http(s) 地址或站内路径',
      ),
    footer: z.string().max(10000, '页脚内容不能超过 10000 个字符'),
    customJS: z.string().max(20000, '自定义 JS 不能超过 20000 个字符'),
    customCss: z.string().max(20000, '自定义 CSS 不能超过 20000 个字符'),
    homeBgColor: z
      .string()
      .trim()
      .refine((v) => v === '' || /^(#[0-9a-fA-F]{3,8}|rgba?\([\d\s.,%]+\))$/.test(v), '背景颜色格式不正确'),
    file_homeBg: safeRef('首页背景图'),
    homeBgRepeat: z.enum(['no-repeat', 'repeat', 'repeat-x', 'repeat-y'], { error: '背景重复方式不合法' }),
    /** Sent as an object, stored as its JSON text. */
    indexConfig: indexConfig.transform((v) => JSON.stringify(v)),
    allowReg: boolText('允许注册'),
    joinClassText: z.string().trim().max(20, '加入班级按钮文字不能超过 20 个字符'),
    _defaultRole: z.string().trim().max(64),
    _defaultClass: z.string().trim().max(36),
    _phone: z.string().trim().max(32, '联系电话不能超过 32 个字符'),
    _linkman: z.string().trim().max(50, '联系人不能超过 50 个字符'),
    /** Display HTML of the front page, the admin home and the work share page (sanitised on save). */
    _homeHtml: z.string().max(50000, '首页文案不能超过 50000 个字符'),
    _indexHtml: z.string().max(50000, '后台首页文案不能超过 50000 个字符'),
    _workShareHtml: z.string().max(50000, '作品分享页文案不能超过 50000 个字符'),
    _address: z.string().trim().max(200, '地址不能超过 200 个字符'),
  },
  {
    error: (iss) => (iss.code === 'unrecognized_keys' ? `未知的配置项：${iss.keys.join('、')}` : undefined),
  },
);

/** `PUT/POST config/edit`: any subset of the keys. */
export const configEditBody = configFields.partial();
/** What a client sends (`allowReg` may be a boolean, `indexConfig` an object). */
export type ConfigEditInput = z.input<typeof configEditBody>;

// ---- responses ----

/** `config/list` and `config/edit`: every key of the tenant and its text value, private ones included. */
export const configMapSchema = z.record(z.string(), z.string());
export type ConfigMap = z.infer<typeof configMapSchema>;
