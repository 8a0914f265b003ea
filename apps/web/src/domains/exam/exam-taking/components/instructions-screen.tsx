import { LockOutlined } from '@ant-design/icons';
import { Alert, Button, Card, Descriptions, Input, Space, Tag, Typography } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router';
import type { MyExam } from '../api.ts';
import { MY_EXAM_STATES, myExamAction } from '../exam-state.ts';
import { DEVICE_TEST_PATH } from '../paths.ts';

interface Props {
  examId: string;
  /** The exam as "my papers" lists it; missing when the list could not tell. */
  exam: MyExam | undefined;
  busy: boolean;
  error: string | null;
  /** The server asked for a password (or said it was wrong). */
  needsPassword: boolean;
  onStart: (password: string) => void;
}

/** Before the exam: what it is, its rules, the password, and 开始答题 / 继续答题. */
export function InstructionsScreen({ examId, exam, busy, error, needsPassword, onStart }: Props) {
  const [password, setPassword] = useState('');
  const resuming = exam?.state === 'in_progress';
  const action = exam ? myExamAction(exam, Date.now()) : 'start';
  const askPassword = needsPassword || (!!exam?.hasPassword && !resuming);
  const closedText =
    exam?.state === 'not_started'
      ? `考试还没有开始，开始时间：${exam.startTime ?? '—'}`
      : exam?.state === 'closed'
        ? '考试已经结束'
        : exam?.state === 'submitted' && !action
          ? '你已经交卷，可以在“我的考试记录”中查看'
          : exam?.state === 'open' && !action
            ? '你的考试次数已用完'
            : null;

  return (
    <div className="xt-center">
      <Card
        className="xt-intro"
        title={exam?.examName ?? '在线考试'}
        extra={exam && <Tag color={MY_EXAM_STATES[exam.state].color}>{MY_EXAM_STATES[exam.state].text}</Tag>}
      >
        <Space orientation="vertical" size={16} style={{ width: '100%' }}>
          {exam && (
            <Descriptions column={1} size="small" bordered>
              <Descriptions.Item label="试卷">{exam.paperName}</Descriptions.Item>
              <Descriptions.Item label="考试时间">
                {exam.startTime ?? '—'} 至 {exam.endTime ?? '—'}
              </Descriptions.Item>
              <Descriptions.Item label="答题时长">{exam.duration} 分钟</Descriptions.Item>
              <Descriptions.Item label="总分">{exam.totalScore} 分</Descriptions.Item>
              <Descriptions.Item label="考试次数">
                已用 {exam.attemptsUsed} / {exam.attempts} 次
              </Descriptions.Item>
            </Descriptions>
          )}
          <div>
            <Typography.Title level={5}>考试须知</Typography.Title>
            <ol style={{ paddingLeft: 20, margin: 0, lineHeight: 1.9 }}>
              <li>开始后计时，时间以服务器为准；时间到会自动交卷。</li>
              <li>答案会自动保存，断网后恢复网络会继续保存；刷新页面或换一台电脑可以继续答题。</li>
              {exam?.fullScreen ? <li>本场考试要求全屏作答，退出全屏需要重新进入。</li> : null}
              <li>离开考试页面（切换窗口或标签页）会被记录，切屏次数过多可能会被自动交卷。</li>
              <li>交卷后不能再修改答案。</li>
            </ol>
          </div>
          {error && <Alert type="error" showIcon title={error} />}
          {closedText ? (
            <Alert type="info" showIcon title={closedText} />
          ) : (
            <>
              {askPassword && (
                <Input.Password
                  aria-label="考试密码"
                  prefix={<LockOutlined />}
                  placeholder="请输入考试密码"
                  value={password}
                  maxLength={32}
                  onChange={(e) => setPassword(e.target.value)}
                  onPressEnter={() => onStart(password)}
                />
              )}
              <Button
                type="primary"
                size="large"
                block
                loading={busy}
                disabled={askPassword && !password.trim()}
                onClick={() => onStart(password)}
              >
                {resuming ? '继续答题' : '开始答题'}
              </Button>
            </>
          )}
          <Space wrap style={{ justifyContent: 'space-between', width: '100%' }}>
            <Link to={`${DEVICE_TEST_PATH}?examId=${encodeURIComponent(examId)}`}>设备检测</Link>
            <Space wrap>
              <Link to="/exam/userPaper">我的考试记录</Link>
              <Link to="/teaching/minePaper/list">返回我的试卷</Link>
            </Space>
          </Space>
        </Space>
      </Card>
    </div>
  );
}
