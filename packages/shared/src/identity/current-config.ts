import { z } from 'zod';

// `GET /sys/config/getCurrentConfig` (public): the system config of SPEC.md §3 without its private
// (`_`-prefixed) keys, which every page's shell reads. Each key is present once it is stored (the seed
// stores them all); a tenant's own value overrides the default tenant's.

/** The official site's settings, stored as JSON; written by the site settings page or the config page. */
export const publicIndexConfigSchema = z.object({
  indexLogo: z.string().optional(),
  /** Shop on; older saves hold 'true' / 'false'. */
  ifshopping: z.union([z.boolean(), z.string()]).optional(),
  /** The "my" button on. */
  mybutton: z.union([z.boolean(), z.string()]).optional(),
  /** Buttons of the home page: `desc` is the link. */
  buttonList: z.array(z.object({ title: z.string().optional(), desc: z.string().optional() })).optional(),
});
export type PublicIndexConfig = z.infer<typeof publicIndexConfigSchema>;

const text = z.string().optional();

export const currentConfigSchema = z.object({
  brandName: text,
  brandDesc: text,
  /** `#RRGGBB`: the primary colour a tenant's brand sets for its signed-in users. */
  brandColor: text,
  logo: text,
  logo2: text,
  /** The default avatar. */
  avatar: text,
  qiniuDomain: text,
  /** Prefix of file addresses (`staticDomain + "/" + path`); the server's own file route when unset. */
  staticDomain: text,
  uploadType: text,
  qiniuArea: text,
  filePreview: text,
  owId: text,
  /** 'true' when works may be commented on. */
  allowComment: text,
  /** Carousel images, comma-separated. */
  banner: text,
  /** Carousel links, one a line. */
  bannerLinks: text,
  /** Sanitised HTML. */
  footer: text,
  customJS: text,
  customCss: text,
  homeBgColor: text,
  file_homeBg: text,
  homeBgRepeat: text,
  /** Parsed JSON; `{}` when the stored text is not JSON. */
  indexConfig: publicIndexConfigSchema.optional(),
  /** 'true' or '1' when visitors may register themselves. */
  allowReg: text,
  /** Text of the join-class button. */
  joinClassText: text,
  /** Whether the login form asks for a captcha (from the server's environment, not the table). */
  loginCaptcha: z.boolean(),
});
export type CurrentConfig = z.infer<typeof currentConfigSchema>;
