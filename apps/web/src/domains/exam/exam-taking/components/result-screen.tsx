import { Button, Card, Result, Space, Statistic, Tag } from 'antd';
import { Link } from 'react-router';
import type { SubmitResult } from '../api.ts';
import { GRADE_COLORS } from '../exam-state.ts';
import { MY_PAPERS_PATH, MY_RECORDS_PATH } from '../paths.ts';
import type { FinishReason } from './exam-session.tsx';

interface Props {
  examName: string;
  reason: FinishReason;
  result?: SubmitResult;
  error?: string;
}

const REASON_TEXT: Record<FinishReason, string> = {
  manual: '交卷成功',
  timeout: '考试时间到，已自动交卷',
  jumpout: '切屏次数超过上限，试卷已自动交卷',
};

/** After the hand-in: the score when the exam shows it, otherwise "waiting for the teacher". */
export function ResultScreen({ examName, reason, result, error }: Props) {
  const scored = result && result.gotScore !== null && result.gotScore !== undefined;
  const waiting = result?.userPaperStatus === 1;
  let subtitle = '已交卷，等待老师批阅';
  if (error) subtitle = `交卷时服务器提示：${error}。请到“我的考试记录”查看这次考试的状态。`;
  else if (scored) subtitle = waiting ? '部分题目还在评测或等待老师批阅，最终成绩以批阅后为准' : examName;
  else if (result?.userPaperStatus === 2) subtitle = '已交卷，本场考试暂不公布成绩';
  else if (!result) subtitle = '已交卷，可以在“我的考试记录”中查看';
  return (
    <div className="xt-center">
      <Card className="xt-intro">
        <Result
          status={error ? 'warning' : 'success'}
          title={error ? '交卷未确认' : REASON_TEXT[reason]}
          subTitle={subtitle}
          extra={
            <Space wrap style={{ justifyContent: 'center' }}>
              <Link to={MY_RECORDS_PATH}>
                <Button type="primary">我的考试记录</Button>
              </Link>
              <Link to={MY_PAPERS_PATH}>
                <Button>返回</Button>
              </Link>
            </Space>
          }
        >
          {scored && (
            <Space size={48} wrap style={{ justifyContent: 'center', width: '100%' }}>
              <Statistic title="得分" value={result.gotScore ?? 0} suffix={`/ ${result.totalScore ?? '—'}`} />
              {result.grade && (
                <div>
                  <div style={{ color: 'rgba(0,0,0,0.45)', marginBottom: 4 }}>等级</div>
                  <Tag
                    color={GRADE_COLORS[result.grade] ?? 'default'}
                    style={{ fontSize: 20, padding: '4px 12px' }}
                  >
                    {result.grade}
                  </Tag>
                </div>
              )}
            </Space>
          )}
        </Result>
      </Card>
    </div>
  );
}
