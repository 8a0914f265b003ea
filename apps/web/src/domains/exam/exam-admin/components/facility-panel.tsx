import { QUESTION_TYPES, type UserPaperDetail } from '@ck/shared';
import { Alert, Button, Card, Progress, Table, type TableColumnsType, Tag, Typography } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { errorText } from '../../../../api/http-errors.ts';
import { attemptApi } from '../api.ts';
import { type QuestionFacility, questionFacility, type ScoredAttempt } from '../exam-stats.ts';

/** The most attempts read for the item statistics (each is one request). */
const MAX_DETAILS = 100;
const PARALLEL = 4;

const plain = (html: string) =>
  html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

/**
 * Per-question facility (average share of the score students got), read from the attempts' details on
 * request: it costs one request per attempt, so it is not loaded with the drawer.
 */
export function FacilityPanel({ attempts }: { attempts: ScoredAttempt[] }) {
  const [items, setItems] = useState<QuestionFacility[] | null>(null);
  const [loaded, setLoaded] = useState(0);
  const [running, setRunning] = useState(false);
  const [error, setError] = useState<string>();
  const cancelled = useRef(false);
  useEffect(
    () => () => {
      cancelled.current = true;
    },
    [],
  );
  const picked = attempts.slice(0, MAX_DETAILS);

  const run = async () => {
    setRunning(true);
    setError(undefined);
    setLoaded(0);
    const details: UserPaperDetail[] = [];
    let next = 0;
    try {
      const worker = async () => {
        while (next < picked.length && !cancelled.current) {
          const a = picked[next++];
          details.push(await attemptApi.detail(a.id));
          setLoaded((n) => n + 1);
        }
      };
      await Promise.all(Array.from({ length: PARALLEL }, worker));
      if (!cancelled.current) setItems(questionFacility(details));
    } catch (err) {
      setError(errorText(err, '答卷详情加载失败'));
    } finally {
      setRunning(false);
    }
  };

  const columns: TableColumnsType<QuestionFacility> = [
    { key: 'index', title: '题号', width: 56, render: (_, q) => q.index },
    {
      key: 'type',
      title: '题型',
      width: 76,
      render: (_, q) => <Tag>{QUESTION_TYPES[q.questionType as keyof typeof QUESTION_TYPES] ?? '—'}</Tag>,
    },
    {
      key: 'content',
      title: '题目',
      ellipsis: true,
      render: (_, q) => {
        const text = plain(q.questionContent);
        return <Typography.Text ellipsis={{ tooltip: text }}>{text || '（无文字）'}</Typography.Text>;
      },
    },
    { key: 'maxScore', title: '满分', width: 60, render: (_, q) => q.maxScore },
    { key: 'average', title: '平均得分', width: 84, render: (_, q) => q.average ?? '—' },
    {
      key: 'facility',
      title: '得分率',
      width: 150,
      sorter: (a, b) => (a.facility ?? -1) - (b.facility ?? -1),
      render: (_, q) =>
        q.facility == null ? (
          '—'
        ) : (
          <Progress
            percent={Math.round(q.facility * 100)}
            size="small"
            strokeColor={q.facility < 0.4 ? '#ff4d4f' : undefined}
            format={(p) => `${p}%`}
          />
        ),
    },
  ];

  return (
    <Card
      size="small"
      title="题目得分率"
      style={{ marginTop: 12 }}
      extra={
        <Button size="small" loading={running} disabled={picked.length === 0} onClick={() => void run()}>
          {items ? '重新统计' : '统计'}
        </Button>
      }
    >
      {error && <Alert type="error" showIcon title={error} style={{ marginBottom: 12 }} />}
      {running ? (
        <Progress percent={picked.length ? Math.round((loaded / picked.length) * 100) : 0} />
      ) : items ? (
        <Table<QuestionFacility>
          rowKey="questionId"
          size="small"
          columns={columns}
          dataSource={items}
          pagination={false}
          scroll={{ x: 600 }}
        />
      ) : (
        <Typography.Text type="secondary">
          {picked.length === 0
            ? '还没有已出成绩的答卷'
            : `读取 ${picked.length} 份已出成绩的答卷，统计每道题的平均得分率（得分率低的题目标红）`}
        </Typography.Text>
      )}
    </Card>
  );
}
