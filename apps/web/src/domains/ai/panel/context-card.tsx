import { CloseOutlined, PaperClipOutlined } from '@ant-design/icons';
import type { AiContext } from '@ck/shared';
import { Collapse, Descriptions, Typography } from 'antd';
import { TipIconButton } from '../../../components/tip-icon-button.tsx';
import { contextSummary, problemTitle } from '../chat/ai-context.ts';

/**
 * What will be sent with the question, visible before sending: the student can open it to read the
 * code, problem and verdict, and remove it.
 */
export function ContextCard({ context, onRemove }: { context: AiContext; onRemove: () => void }) {
  const title = problemTitle(context.problem);
  const lines = context.code ? context.code.split('\n').length : 0;
  return (
    <Collapse
      size="small"
      className="ck-ai-context"
      data-testid="ai-context"
      items={[
        {
          key: 'context',
          label: (
            <Typography.Text ellipsis style={{ maxWidth: '100%' }}>
              <PaperClipOutlined /> 已附带：{contextSummary(context)}
            </Typography.Text>
          ),
          extra: (
            <TipIconButton
              tip="不附带这些内容"
              icon={<CloseOutlined />}
              aria-label="移除附带内容"
              data-testid="ai-context-remove"
              onClick={(e) => {
                e.stopPropagation();
                onRemove();
              }}
            />
          ),
          children: (
            <>
              <Descriptions
                size="small"
                column={1}
                items={[
                  ...(context.language
                    ? [{ key: 'language', label: '语言', children: context.language }]
                    : []),
                  ...(title ? [{ key: 'problem', label: '题目', children: title }] : []),
                  ...(context.verdict
                    ? [
                        {
                          key: 'verdict',
                          label: '评测结果',
                          children: <span style={{ whiteSpace: 'pre-wrap' }}>{context.verdict}</span>,
                        },
                      ]
                    : []),
                  ...(context.page ? [{ key: 'page', label: '页面', children: context.page }] : []),
                ]}
              />
              {context.code && (
                <>
                  <Typography.Text type="secondary">代码（{lines} 行）</Typography.Text>
                  <pre data-testid="ai-context-code">{context.code}</pre>
                </>
              )}
            </>
          ),
        },
      ]}
    />
  );
}
