import type { OpenAPIV3 } from 'openapi-types';

/**
 * The OpenAPI tags, in the order `docs/api.md` lists them: one per domain (a route's `tags` is its
 * domain's name), plus the resource engine's generic routes, the websocket and the document itself.
 */
export const API_TAGS: OpenAPIV3.TagObject[] = [
  { name: 'identity', description: '登录、账号、用户、角色、菜单与部门' },
  { name: 'resource', description: '资源引擎' },
  { name: 'ops', description: '后台管理' },
  { name: 'notice', description: '通知公告' },
  { name: 'realtime', description: '实时推送' },
  { name: 'site', description: '官网与个人中心' },
  { name: 'points', description: '积分' },
  { name: 'judge', description: '在线判题' },
  { name: 'teaching', description: '教学：课程、单元、班级、学习与证书' },
  { name: 'works', description: '作品与编辑器：作品、批改、作品广场、额外作业、Scratch 素材' },
  { name: 'exam', description: '题库、试卷与在线考试：题目、分类、组卷、分发、考试、阅卷与成绩' },
  { name: 'contest', description: '赛事：报名、分组、学校、队伍、验证码、比赛、榜单与裁判台' },
  { name: 'ai', description: 'AI 助手（码狗）：设置、提示词、流式对话与对话记录' },
  { name: 'shop', description: '积分商城：商品、分类、订单与支付' },
  { name: 'tenant', description: '租户：学校与机构、配额、授权与品牌' },
  {
    name: 'companion',
    description: '移动端伴学：城市、文章、小程序设置、能力测评与测评报告（含公开接口 /api/mp/v1）',
  },
  { name: 'platform', description: '接口文档' },
];
