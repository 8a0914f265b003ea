import { EditOutlined, PrinterOutlined, ReloadOutlined } from '@ant-design/icons';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Button, Card, Descriptions, Result, Space, Switch, Tooltip, Typography } from 'antd';
import { useNavigate, useSearchParams } from 'react-router';
import { useCan } from '../../../../hooks/use-can.ts';
import { paperApi, paperDetailKey, paperPreviewKey } from '../api.ts';
import { PaperSheet } from '../components/paper-sheet.tsx';
import { PrintMenu } from '../components/print-menu.tsx';
import { durationText, nextSeed, seedOf } from '../paper-view.ts';
import '../papers.css';
import { PaperLoadState } from '../components/paper-load-state.tsx';

/** `exam/PaperPreview` (/exam/preview?id=&seed=): the paper exactly as a student with that seed sees it. */
export function PaperPreviewPage() {
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const id = params.get('id') ?? '';
  const seed = seedOf(params.get('seed'));
  const answers = params.get('answers') === '1';
  const canEdit = useCan('teaching:paper:edit');

  const paper = useQuery({
    queryKey: paperPreviewKey(id, seed, answers),
    queryFn: () => (answers ? paperApi.key(id, seed) : paperApi.preview(id, seed)),
    enabled: !!id,
    placeholderData: keepPreviousData,
  });
  // What varies between students (random sections, shuffling) decides whether 换一份 means anything.
  const detail = useQuery({
    queryKey: paperDetailKey(id),
    queryFn: () => paperApi.detail(id),
    enabled: !!id,
  });
  const varies = detail.data
    ? detail.data.hasRandom === 1 || detail.data.shuffleQuestions === 1 || detail.data.shuffleOptions === 1
    : true;

  const setParam = (patch: Record<string, string | null>) => {
    const next = new URLSearchParams(params);
    for (const [k, v] of Object.entries(patch)) {
      if (v === null) next.delete(k);
      else next.set(k, v);
    }
    setParams(next, { replace: true });
  };

  if (!id)
    return (
      <Result
        status="warning"
        title="没有指定试卷"
        extra={<Button onClick={() => navigate('/exam/paper')}>返回试卷列表</Button>}
      />
    );

  const data = paper.data;
  const toolbar = (
    <Space wrap>
      <Tooltip title={varies ? '随机卷重新抽题，乱序卷换一种顺序' : '这份试卷每个学生看到的都一样'}>
        <Button
          icon={<ReloadOutlined />}
          disabled={!varies}
          loading={paper.isFetching && !!data}
          onClick={() => setParam({ seed: String(nextSeed(seed)) })}
        >
          换一份
        </Button>
      </Tooltip>
      <Space size={4}>
        <Switch
          checked={answers}
          onChange={(on) => setParam({ answers: on ? '1' : null })}
          aria-label="显示答案"
        />
        <span>显示答案</span>
      </Space>
      <PrintMenu paperId={id} seed={seed} button={{ icon: <PrinterOutlined /> }} />
      {canEdit && (
        <Button icon={<EditOutlined />} onClick={() => navigate(`/exam/paperEdit?id=${id}`)}>
          编辑
        </Button>
      )}
    </Space>
  );

  return (
    <Card
      variant="borderless"
      title="试卷预览"
      extra={toolbar}
      styles={{ header: { flexWrap: 'wrap', gap: 8 } }}
    >
      {paper.isError || !data ? (
        <PaperLoadState paper={paper} failTitle="试卷预览失败" rows={12} />
      ) : (
        <div className="paper-sheet">
          <Typography.Title level={3} style={{ textAlign: 'center', marginBottom: 8 }}>
            {data.paperName}
          </Typography.Title>
          <Descriptions
            size="small"
            column={{ xs: 1, sm: 3 }}
            items={[
              { key: 'total', label: '总分', children: `${data.totalScore} 分` },
              { key: 'duration', label: '建议时长', children: durationText(data.duration) },
              {
                key: 'count',
                label: '题目数',
                children: `${data.sections.reduce((n, s) => n + s.questions.length, 0)} 题`,
              },
            ]}
          />
          {data.intro && (
            <Typography.Paragraph type="secondary" style={{ whiteSpace: 'pre-wrap', marginTop: 8 }}>
              {data.intro}
            </Typography.Paragraph>
          )}
          {varies && (
            <Typography.Text type="secondary" style={{ fontSize: 12 }}>
              当前抽题编号 {seed}：每个学生的抽题和顺序可能不同
            </Typography.Text>
          )}
          <PaperSheet paper={data} withAnswers={answers} />
        </div>
      )}
    </Card>
  );
}
