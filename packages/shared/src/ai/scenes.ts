/** The scenes of the code dog: each has its own system prompt and guide questions (business prompts). */
export const AI_SCENES = [
  { value: 'general', label: '通用答疑' },
  { value: 'explain', label: '解释我的代码' },
  { value: 'debug', label: '帮我找错' },
  { value: 'scratch', label: 'Scratch 帮助' },
  { value: 'unit', label: '课程辅导' },
] as const;

export type AiScene = (typeof AI_SCENES)[number]['value'];
export const AI_SCENE_VALUES = AI_SCENES.map((s) => s.value) as [AiScene, ...AiScene[]];

/** How a conversation ended, as logged: answered, stopped by the user, failed upstream. */
export const AI_CONVERSATION_STATUSES = [
  { value: 'ok', label: '已回答' },
  { value: 'stopped', label: '已停止' },
  { value: 'error', label: '出错' },
] as const;
export type AiConversationStatus = (typeof AI_CONVERSATION_STATUSES)[number]['value'];
