import { AI_CONVERSATION_STATUSES, AI_SCENES, type AiConversation } from '@ck/shared';
import { sheetColumns, sheetWorkbook } from '../../../crud/excel-export.ts';

export const CONVERSATION_HEADERS = [
  '时间',
  '账号',
  '姓名',
  '场景',
  '状态',
  '问题',
  '回答',
  '上下文',
  '错误信息',
  '提问用量',
  '回答用量',
  '用时（毫秒）',
];

/** An Excel cell holds at most 32767 characters; longer answers are cut with a mark. */
const CELL_MAX_CHARS = 32_000;
const cell = (text: string | null) =>
  !text ? '' : text.length > CELL_MAX_CHARS ? `${text.slice(0, CELL_MAX_CHARS)}……（已截断）` : text;

const labelOf = (list: readonly { value: string; label: string }[], value: string) =>
  list.find((x) => x.value === value)?.label ?? value;

/** The log as one sheet; cells are plain values (text stays text, never a formula). */
export function conversationsWorkbook(rows: AiConversation[]): Promise<Buffer> {
  return sheetWorkbook(
    'AI对话记录',
    sheetColumns(CONVERSATION_HEADERS, (i) => (i === 5 || i === 6 ? 60 : 16)),
    rows.map((r) => [
      r.createTime,
      r.username,
      r.realname ?? '',
      labelOf(AI_SCENES, r.scene),
      labelOf(AI_CONVERSATION_STATUSES, r.status),
      cell(r.question),
      cell(r.answer),
      cell(r.context),
      cell(r.errorMessage),
      r.promptTokens,
      r.completionTokens,
      r.durationMs,
    ]),
  );
}
