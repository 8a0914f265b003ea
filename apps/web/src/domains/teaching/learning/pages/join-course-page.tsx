import { HomeOutlined, LoginOutlined, TeamOutlined } from '@ant-design/icons';
import type { ClassPreview } from '@ck/shared';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Card, Descriptions, Input, Space, Typography } from 'antd';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { errorText } from '../../../../api/http-errors.ts';
import { loginPathWithRedirect } from '../../../../app/navigation.ts';
import { useDocumentTitle } from '../../../../app/use-document-title.ts';
import { useFeedback } from '../../../../app/use-feedback.ts';
import { BrightHero } from '../../../../components/bright-hero.tsx';
import { useSession } from '../../../../stores/session-store.ts';
import { joinClassByCode, previewClassCode } from '../api.ts';
import '../learning.css';

const CODE_LENGTH = 6;
/** Codes are letters and digits; typed in any case, sent upper-case. */
const normalise = (text: string) =>
  text
    .toUpperCase()
    .replace(/[^A-Z0-9]/g, '')
    .slice(0, CODE_LENGTH);

/** `/home-page/joinCourse`: enter the class code, check the class and school, confirm to join. */
export function JoinCoursePage() {
  useDocumentTitle('加入班级');
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { message } = useFeedback();
  const token = useSession((s) => s.token);
  const [params] = useSearchParams();
  const [code, setCode] = useState(() => normalise(params.get('code') ?? ''));
  const [preview, setPreview] = useState<ClassPreview | null>(null);
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);

  const signIn = () => navigate(loginPathWithRedirect(`/home-page/joinCourse${code ? `?code=${code}` : ''}`));

  const check = async () => {
    setError('');
    setPreview(null);
    if (code.length !== CODE_LENGTH) {
      setError(`请输入 ${CODE_LENGTH} 位班级码`);
      return;
    }
    if (!token) {
      signIn();
      return;
    }
    setBusy(true);
    try {
      setPreview(await previewClassCode(code));
    } catch (e) {
      setError(errorText(e, '查询班级失败，请稍后重试'));
    } finally {
      setBusy(false);
    }
  };

  const join = async () => {
    setBusy(true);
    setError('');
    try {
      const { message: text } = await joinClassByCode(code);
      message.success(text || '加入班级成功');
      await queryClient.invalidateQueries({ queryKey: ['learning'] });
      navigate('/teaching/mineCourse/cardList');
    } catch (e) {
      setError(errorText(e, '加入班级失败，请稍后重试'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <div>
      <BrightHero tone="ck-learn-hero">
        <h2>加入班级</h2>
        <p>输入老师给你的班级码，加入后就能看到班级的课程啦</p>
      </BrightHero>
      <Card className="ck-learn-card ck-learn-code-box" styles={{ body: { padding: 28 } }}>
        <Space direction="vertical" size="large" style={{ width: '100%' }}>
          {!token && (
            <Alert
              type="info"
              showIcon
              title="加入班级前需要先登录"
              action={
                <Button size="small" type="primary" icon={<LoginOutlined />} onClick={signIn}>
                  去登录
                </Button>
              }
            />
          )}
          <Input
            className="ck-learn-code-input"
            size="large"
            aria-label="班级码"
            placeholder="班级码"
            value={code}
            maxLength={CODE_LENGTH}
            autoFocus
            status={error ? 'error' : undefined}
            onChange={(e) => {
              setCode(normalise(e.target.value));
              setPreview(null);
              setError('');
            }}
            onPressEnter={check}
          />
          {error && <Typography.Text type="danger">{error}</Typography.Text>}
          {!preview && (
            <Button type="primary" size="large" shape="round" block loading={busy} onClick={check}>
              {token ? '查看班级' : '登录后加入'}
            </Button>
          )}
          {preview && (
            <>
              <Descriptions
                bordered
                column={1}
                size="middle"
                items={[
                  { key: 'class', label: '班级', children: <b>{preview.departName}</b> },
                  { key: 'school', label: '学校', children: preview.schoolName ?? '—' },
                ]}
              />
              {preview.joined ? (
                <Space direction="vertical" style={{ width: '100%' }}>
                  <Alert type="success" showIcon title={`你已经是「${preview.departName}」的成员了`} />
                  <Button
                    type="primary"
                    size="large"
                    shape="round"
                    block
                    icon={<HomeOutlined />}
                    onClick={() => navigate('/teaching/mineCourse/cardList')}
                  >
                    去我的课程
                  </Button>
                </Space>
              ) : (
                <Space style={{ width: '100%' }} direction="vertical">
                  <Typography.Text>确认加入这个班级吗？</Typography.Text>
                  <Space style={{ width: '100%' }}>
                    <Button size="large" shape="round" onClick={() => setPreview(null)}>
                      重新输入
                    </Button>
                    <Button
                      type="primary"
                      size="large"
                      shape="round"
                      icon={<TeamOutlined />}
                      loading={busy}
                      onClick={join}
                    >
                      确认加入
                    </Button>
                  </Space>
                </Space>
              )}
            </>
          )}
        </Space>
      </Card>
    </div>
  );
}
