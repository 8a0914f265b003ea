import { bySortNo, enabledField, sortNoField } from '../common-fields.ts';
import { defineResource } from '../define.ts';

/**
 * Business prompts of the code dog: per scene a system prompt, the guide questions shown in the panel
 * (one per line) and a switch. The first enabled prompt of a scene, by order, is the one used.
 */
export const aiPromptResource = defineResource({
  module: 'teaching',
  name: 'teachingAiPrompt',
  label: 'AI 提示词',
  table: 'teaching_ai_prompt',
  permPrefix: 'teaching:aiPrompt',
  fields: {
    promptName: { kind: 'text', label: '名称', required: true, max: 50, searchable: true, sortable: true },
    scene: { kind: 'dict', label: '场景', dict: 'ai_scene', required: true, searchable: true },
    systemPrompt: { kind: 'longtext', label: '系统提示词', required: true, max: 4000, hideInList: true },
    guideQuestions: { kind: 'longtext', label: '引导问题（每行一个）', max: 1000, hideInList: true },
    enabled: enabledField,
    sortNo: sortNoField,
  },
  defaultSort: bySortNo,
});
