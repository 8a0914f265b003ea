import { RULE_CONDITIONS } from '@ck/shared';

const RULE_CONDITION_TEXT: Record<(typeof RULE_CONDITIONS)[number], string> = {
  '=': '等于',
  '!=': '不等于',
  '>': '大于',
  '>=': '大于等于',
  '<': '小于',
  '<=': '小于等于',
  IN: '包含于',
  LIKE: '模糊',
  LEFT_LIKE: '左模糊',
  RIGHT_LIKE: '右模糊',
};

/**
 * Dictionaries the JeecgBoot-family client reads by code (message targets, file kinds, operation
 * kinds, data-rule conditions ...), so its selects and list columns show text instead of raw values.
 */
export const CLIENT_DICTS: { code: string; name: string; items: [string, string][] }[] = [
  {
    code: 'msgType',
    name: '通告对象类型',
    items: [
      ['USER', '指定用户'],
      ['ALL', '全体用户'],
    ],
  },
  {
    code: 'msgSendStatus',
    name: '消息发送状态',
    items: [
      ['0', '未发送'],
      ['1', '发送成功'],
      ['2', '发送失败'],
    ],
  },
  {
    code: 'file_type',
    name: '文件类型',
    items: [
      ['image', '图片'],
      ['video', '视频'],
      ['audio', '音频'],
      ['document', '文档'],
      ['other', '其他'],
    ],
  },
  {
    code: 'file_location',
    name: '文件存储位置',
    items: [
      ['1', '本地存储'],
      ['2', '对象存储'],
    ],
  },
  {
    code: 'position_rank',
    name: '职务职级',
    items: [
      ['1', '员级'],
      ['2', '助级'],
      ['3', '中级'],
      ['4', '副高级'],
      ['5', '正高级'],
    ],
  },
  {
    code: 'quartz_status',
    name: '定时任务状态',
    items: [
      ['0', '正常'],
      ['-1', '停止'],
    ],
  },
  {
    code: 'operate_type',
    name: '操作类型',
    items: [
      ['1', '查询'],
      ['2', '添加'],
      ['3', '更新'],
      ['4', '删除'],
      ['5', '导入'],
      ['6', '导出'],
    ],
  },
  {
    code: 'global_perms_type',
    name: '全局权限策略',
    items: [
      ['1', '可见/可访问（授权后可见）'],
      ['2', '可编辑（未授权时禁用）'],
    ],
  },
  {
    code: 'rule_conditions',
    name: '规则条件',
    items: RULE_CONDITIONS.map((c): [string, string] => [c, RULE_CONDITION_TEXT[c]]),
  },
];
