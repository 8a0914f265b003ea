import type { SelfTestResult } from '@ck/shared';
import { Alert, Button, Space, Tag, Typography } from 'antd';
import { useState } from 'react';
import { errorText } from '../../../../api/http-errors.ts';
import { ojRun } from '../../../judge/api.ts';
import { filledSamples, type Sample } from '../../../judge/samples.ts';
import { sameOutput } from '../sample-check.ts';

type Outcome = { sample: number } & ({ passed: boolean; result: SelfTestResult } | { error: string });

/**
 * Runs the answer against the problem's samples in the sandbox, one after another, and says which
 * match; nothing is recorded or scored (the judge scores the saved code after hand-in).
 */
export function SampleRunner({
  samples: given,
  code,
  language,
}: {
  samples: Sample[];
  code: string;
  language: string;
}) {
  // Rows with neither input nor output are the form's untouched empty row, not samples to run.
  const samples = filledSamples(given);
  const [running, setRunning] = useState(false);
  const [outcomes, setOutcomes] = useState<Outcome[]>([]);

  const run = async () => {
    setRunning(true);
    setOutcomes([]);
    const done: Outcome[] = [];
    for (const [i, sample] of samples.entries()) {
      try {
        const result = await ojRun({ language, code, input: sample.input });
        done.push({
          sample: i,
          passed: result.verdict === 'AC' && sameOutput(result.stdout, sample.output),
          result,
        });
      } catch (err) {
        done.push({ sample: i, error: errorText(err, '运行失败') });
        setOutcomes([...done]);
        break;
      }
      setOutcomes([...done]);
    }
    setRunning(false);
  };

  return (
    <Space orientation="vertical" size={6} style={{ width: '100%' }}>
      <Space wrap>
        <Button
          onClick={() => void run()}
          loading={running}
          disabled={!code.trim()}
          data-testid="exam-run-samples"
        >
          运行样例（{samples.length} 组）
        </Button>
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          只在样例上试运行，不计分；交卷后按全部测试数据评测。
        </Typography.Text>
      </Space>
      {outcomes.map((o) =>
        'error' in o ? (
          <Alert key={o.sample} type="warning" showIcon title={`样例 ${o.sample + 1}：${o.error}`} />
        ) : (
          <div key={o.sample} data-testid="exam-sample-outcome">
            <Space size={6}>
              <span>样例 {o.sample + 1}</span>
              {o.passed ? <Tag color="green">通过</Tag> : <Tag color="red">未通过</Tag>}
              {o.result.verdict !== 'AC' && <Tag>{o.result.verdict}</Tag>}
            </Space>
            {!o.passed && (
              <pre className="ck-sample-output">
                {`你的输出：\n${o.result.stdout || '（无）'}${o.result.stderr ? `\n错误信息：\n${o.result.stderr}` : ''}\n期望输出：\n${samples[o.sample].output}`}
              </pre>
            )}
          </div>
        ),
      )}
    </Space>
  );
}
