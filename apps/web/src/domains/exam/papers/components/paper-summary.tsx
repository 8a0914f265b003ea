import { Card, Divider, Typography } from 'antd';
import type { ReactNode } from 'react';
import type { PaperTotals, SectionDraft } from '../paper-editor-state.ts';

interface Props {
  sections: SectionDraft[];
  totals: PaperTotals;
  passScore: number | null;
  /** The save buttons. */
  actions: ReactNode;
}

/**
 * The live totals beside the sections (sticky on wide screens), and on phones a bar stuck to the
 * bottom with the total and the save buttons.
 */
export function PaperSummary({ sections, totals, passScore, actions }: Props) {
  const passTooHigh = passScore != null && totals.score > 0 && passScore > totals.score;
  return (
    <>
      <Card size="small" title="试卷概览" className="paper-summary">
        {sections.map((s, i) => (
          <div className="paper-summary-row" key={s.key}>
            <Typography.Text title={s.title}>{s.title || `第 ${i + 1} 大题`}</Typography.Text>
            <Typography.Text type="secondary" style={{ flex: 'none' }}>
              {totals.sections[i]?.count ?? 0} 题 · {totals.sections[i]?.score ?? 0} 分
            </Typography.Text>
          </div>
        ))}
        {!sections.length && <Typography.Text type="secondary">还没有大题</Typography.Text>}
        <Divider style={{ margin: '8px 0' }} />
        <div className="paper-summary-row">
          <Typography.Text strong>总分</Typography.Text>
          <Typography.Text strong style={{ fontSize: 18 }}>
            {totals.score}
          </Typography.Text>
        </div>
        <div className="paper-summary-row">
          <Typography.Text>题目数</Typography.Text>
          <Typography.Text>{totals.count} 题</Typography.Text>
        </div>
        <div className="paper-summary-row">
          <Typography.Text>及格分</Typography.Text>
          <Typography.Text type={passTooHigh ? 'danger' : undefined}>{passScore ?? '未设置'}</Typography.Text>
        </div>
        {passTooHigh && (
          <Typography.Text type="danger" style={{ fontSize: 12 }}>
            及格分高于总分
          </Typography.Text>
        )}
        <Divider style={{ margin: '8px 0' }} />
        {actions}
      </Card>
      <div className="paper-summary-bar">
        <Typography.Text>
          共 {totals.count} 题 · <Typography.Text strong>{totals.score} 分</Typography.Text>
          {passScore != null && ` · 及格 ${passScore}`}
        </Typography.Text>
        {actions}
      </div>
    </>
  );
}
