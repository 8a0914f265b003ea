import {
  AI_CONVERSATION_STATUSES,
  AI_SCENES,
  ARTICLE_STATUSES,
  CONTEST_BOARD_VISIBILITIES,
  CONTEST_RULE_TYPES,
  CONTEST_STATUSES,
  EXAM_STATUSES,
  FOLLOW_STATUSES,
  GOODS_TYPES,
  MESSAGE_TYPE_LABELS,
  ORDER_STATUSES,
  PAPER_STATUSES,
  PAY_METHODS,
  POINTS_KINDS,
  PRODUCT_STATUSES,
  QUESTION_DIFFICULTIES,
  QUESTION_STATUSES,
  QUESTION_TYPES,
  REPORT_STATUSES,
  SETTING_LINK_TYPES,
  SETTING_POSITIONS,
  TEST_POWER_STATUSES,
  USER_PAPER_STATUSES,
} from '@ck/shared';
import { CLIENT_DICTS } from './client-dicts.ts';

/** Dictionaries every installation starts with: code, name, items [value, text]. */
export const DICT_SEED: { code: string; name: string; items: [string, string][] }[] = [
  {
    code: 'sex',
    name: '性别',
    items: [
      ['1', '男'],
      ['2', '女'],
    ],
  },
  {
    code: 'dict_item_status',
    name: '字典项状态',
    items: [
      ['1', '启用'],
      ['0', '不启用'],
    ],
  },
  {
    code: 'user_status',
    name: '用户状态',
    items: [
      ['1', '正常'],
      ['2', '冻结'],
    ],
  },
  {
    code: 'user_identity',
    name: '用户身份',
    items: [
      ['1', '普通成员'],
      ['2', '上级'],
    ],
  },
  {
    code: 'org_category',
    name: '机构类型',
    items: [
      ['1', '机构'],
      ['2', '部门'],
      ['3', '班级'],
    ],
  },
  {
    code: 'yn',
    name: '是否',
    items: [
      ['1', '是'],
      ['0', '否'],
    ],
  },
  {
    code: 'valid_status',
    name: '有效状态',
    items: [
      ['1', '有效'],
      ['0', '无效'],
    ],
  },
  {
    code: 'priority',
    name: '优先级',
    items: [
      ['L', '一般'],
      ['M', '重要'],
      ['H', '紧急'],
    ],
  },
  {
    code: 'msg_category',
    name: '消息类型',
    items: [
      ['1', '通知公告'],
      ['2', '系统消息'],
    ],
  },
  {
    code: 'send_status',
    name: '发布状态',
    items: [
      ['0', '未发布'],
      ['1', '已发布'],
      ['2', '已撤销'],
    ],
  },
  {
    code: 'menu_type',
    name: '菜单类型',
    items: [
      ['0', '一级菜单'],
      ['1', '子菜单'],
      ['2', '按钮权限'],
    ],
  },
  {
    code: 'log_type',
    name: '日志类型',
    items: [
      ['1', '登录日志'],
      ['2', '操作日志'],
    ],
  },
  {
    code: 'course_category',
    name: '课程分类',
    items: [
      ['1', 'Scratch'],
      ['2', 'Python'],
      ['3', 'C++'],
    ],
  },
  {
    code: 'course_type',
    name: '课程类型',
    items: [
      ['1', '体验课'],
      ['2', '正式课'],
    ],
  },
  {
    code: 'course_show_type',
    name: '课程展示方式',
    items: [
      ['1', '地图'],
      ['2', '卡片'],
    ],
  },
  {
    code: 'course_work_type',
    name: '课程作业类型',
    items: [
      ['0', '文件'],
      ['2', 'Scratch'],
      ['4', 'Python'],
      ['5', 'C++'],
    ],
  },
  {
    code: 'course_video_source',
    name: '视频来源',
    items: [
      ['1', '上传'],
      ['2', '链接'],
      ['3', '嵌入'],
    ],
  },
  {
    code: 'work_type',
    name: '作品类型',
    items: [
      ['0', '文件'],
      ['1', 'Scratch2'],
      ['2', 'Scratch3'],
      ['3', 'ScratchJr'],
      ['4', 'Python'],
      ['5', 'C++'],
      ['10', 'Blockly'],
    ],
  },
  {
    code: 'work_status',
    name: '作品状态',
    items: [
      ['0', '已保存'],
      ['1', '已提交'],
      ['2', '已批改'],
      ['3', '首页展示'],
      ['4', '精选'],
    ],
  },
  {
    code: 'work_scene',
    name: '作品场景',
    items: [
      ['create', '自由创作'],
      ['course', '课程作业'],
      ['additional', '额外作业'],
      ['exam', '考试'],
    ],
  },
  {
    code: 'additional_work_status',
    name: '额外作业状态',
    items: [
      ['0', '草稿'],
      ['1', '已发布'],
      ['2', '已关闭'],
    ],
  },
  {
    code: 'scratch_asset_type',
    name: 'Scratch 素材类型',
    items: [
      ['1', '角色'],
      ['2', '造型'],
      ['3', '背景'],
      ['4', '声音'],
    ],
  },
  {
    code: 'question_type',
    name: '题型',
    items: [
      ['1', '单选题'],
      ['2', '多选题'],
      ['3', '判断题'],
      ['4', '填空题'],
      ['5', '简答题'],
      ['6', '编程题'],
    ],
  },
  {
    code: 'difficulty',
    name: '难度',
    items: [
      ['1', '简单'],
      ['2', '中等'],
      ['3', '困难'],
    ],
  },
  {
    code: 'news_status',
    name: '新闻状态',
    items: [
      ['0', '草稿'],
      ['1', '已发布'],
    ],
  },
  ...(
    [
      ['question_type', '题型', QUESTION_TYPES],
      ['question_difficulty', '题目难度', QUESTION_DIFFICULTIES],
      ['question_status', '题目状态', QUESTION_STATUSES],
      ['paper_status', '试卷状态', PAPER_STATUSES],
      ['exam_status', '考试状态', EXAM_STATUSES],
      ['user_paper_status', '答卷状态', USER_PAPER_STATUSES],
      ['contest_rule_type', '赛制', CONTEST_RULE_TYPES],
      ['contest_board_visibility', '榜单可见性', CONTEST_BOARD_VISIBILITIES],
      ['contest_status', '赛事状态', CONTEST_STATUSES],
      ['ai_scene', 'AI 场景', Object.fromEntries(AI_SCENES.map((s) => [s.value, s.label]))],
      [
        'ai_conversation_status',
        'AI 对话状态',
        Object.fromEntries(AI_CONVERSATION_STATUSES.map((s) => [s.value, s.label])),
      ],
      ['product_status', '商品状态', PRODUCT_STATUSES],
      ['goods_type', '商品类型', GOODS_TYPES],
      ['order_status', '订单状态', ORDER_STATUSES],
      ['pay_method', '支付方式', PAY_METHODS],
      ['points_kind', '积分类型', POINTS_KINDS],
      ['xcx_article_status', '文章状态', ARTICLE_STATUSES],
      ['xcx_setting_position', '小程序设置位置', SETTING_POSITIONS],
      ['xcx_link_type', '小程序链接类型', SETTING_LINK_TYPES],
      ['test_power_status', '测评状态', TEST_POWER_STATUSES],
      ['report_status', '测评报告状态', REPORT_STATUSES],
      ['follow_status', '跟进状态', FOLLOW_STATUSES],
      ['message_type', '消息发送方式', MESSAGE_TYPE_LABELS],
    ] as const
  ).map(([code, name, labels]) => ({
    code,
    name,
    items: Object.entries(labels).map(([value, text]): [string, string] => [value, text]),
  })),
  ...CLIENT_DICTS,
];
