import { ArrowLeftOutlined, PrinterOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { Button, Result, Segmented, Space, Typography } from 'antd';
import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { useBrand } from '../../../../hooks/use-sys-config.ts';
import { paperApi, paperPreviewKey } from '../api.ts';
import { PaperLoadState } from '../components/paper-load-state.tsx';
import { PaperSheet } from '../components/paper-sheet.tsx';
import { durationText, seedOf } from '../paper-view.ts';
import '../paper-print.css';

/**
 * `/exam/paperPrint?id=&answers=0|1&seed=`: the paper on A4 without the app's layout. The student
 * version has lines for name, class and number and no answers; the teacher's (`answers=1`) shows the
 * answer and analysis under each question. A question is never split across pages.
 */
export function PaperPrintPage() {
  const [params, setParams] = useSearchParams();
  const id = params.get('id') ?? '';
  const seed = seedOf(params.get('seed'));
  const answers = params.get('answers') === '1';
  const { name: brand } = useBrand();

  const paper = useQuery({
    queryKey: paperPreviewKey(id, seed, answers),
    queryFn: () => (answers ? paperApi.key(id, seed) : paperApi.preview(id, seed)),
    enabled: !!id,
  });
  const data = paper.data;

  // The title becomes the default file name when printing to PDF.
  useEffect(() => {
    document.title = data ? `${data.paperName}（${answers ? '教师版' : '学生版'}）` : `试卷打印 · ${brand}`;
  }, [data, answers, brand]);

  if (!id)
    return (
      <div className="paper-print-page">
        <Result status="warning" title="没有指定要打印的试卷" />
      </div>
    );

  const setVersion = (teacher: boolean) => {
    const next = new URLSearchParams(params);
    next.set('answers', teacher ? '1' : '0');
    setParams(next, { replace: true });
  };

  return (
    <div className="paper-print-page">
      <div className="paper-print-toolbar">
        <Space wrap>
          <Button
            icon={<ArrowLeftOutlined />}
            href={`/exam/preview?id=${encodeURIComponent(id)}&seed=${seed}`}
          >
            返回预览
          </Button>
          <Segmented
            value={answers ? 'teacher' : 'student'}
            onChange={(v) => setVersion(v === 'teacher')}
            options={[
              { value: 'student', label: '学生版' },
              { value: 'teacher', label: '教师版（含答案）' },
            ]}
          />
        </Space>
        <Button type="primary" icon={<PrinterOutlined />} disabled={!data} onClick={() => window.print()}>
          打印
        </Button>
      </div>
      <article className="paper-print">
        {paper.isError || !data ? (
          <PaperLoadState paper={paper} failTitle="试卷加载失败" rows={16} />
        ) : (
          <>
            <header className="paper-print-header">
              <h1 className="paper-print-title">
                {data.paperName}
                {answers && <span style={{ fontSize: 14, fontWeight: 'normal' }}>（教师版）</span>}
              </h1>
              <div className="paper-print-meta">
                满分 {data.totalScore} 分　·　考试时间 {durationText(data.duration)}　·　共{' '}
                {data.sections.reduce((n, s) => n + s.questions.length, 0)} 题
              </div>
              <div className="paper-print-student">
                {['姓名', '班级', '学号'].map((label) => (
                  <span key={label}>
                    {label}：<span className="paper-print-blank" />
                  </span>
                ))}
                <span>
                  得分：
                  <span className="paper-print-blank" style={{ minWidth: '20mm' }} />
                </span>
              </div>
              {data.intro && <p className="paper-print-intro">{data.intro}</p>}
            </header>
            <PaperSheet paper={data} withAnswers={answers} classPrefix="paper-print" answerSpace />
            <Typography.Paragraph
              type="secondary"
              style={{ textAlign: 'center', marginTop: 24, fontSize: 12 }}
            >
              — 试卷结束 —
            </Typography.Paragraph>
          </>
        )}
      </article>
    </div>
  );
}
