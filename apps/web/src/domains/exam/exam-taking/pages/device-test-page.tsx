import { AudioOutlined, CameraOutlined, ExpandOutlined, WifiOutlined } from '@ant-design/icons';
import { Alert, Button, Card, Col, Progress, Row, Space, Tag, Typography } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useDocumentTitle } from '../../../../app/use-document-title.ts';
import { examTakingApi } from '../api.ts';
import { examPagePath } from '../exam-state.ts';
import { MY_PAPERS_PATH } from '../paths.ts';
import { enterFullScreen, fullScreenSupported, isFullScreen } from '../use-proctoring.ts';
import '../exam-taking.css';

type Check = { state: 'idle' | 'running' | 'ok' | 'fail'; text?: string };

const TAGS: Record<Check['state'], { color: string; text: string }> = {
  idle: { color: 'default', text: '未检测' },
  running: { color: 'processing', text: '检测中' },
  ok: { color: 'success', text: '正常' },
  fail: { color: 'error', text: '异常' },
};

const mediaError = (e: unknown) =>
  e instanceof DOMException && e.name === 'NotAllowedError'
    ? '没有权限：请在浏览器地址栏允许使用设备'
    : e instanceof DOMException && e.name === 'NotFoundError'
      ? '没有找到设备'
      : '无法打开设备（需要 HTTPS 或本机地址）';

function CheckCard({
  icon,
  title,
  check,
  children,
}: {
  icon: React.ReactNode;
  title: string;
  check: Check;
  children: React.ReactNode;
}) {
  return (
    <Card
      title={
        <Space>
          {icon}
          {title}
        </Space>
      }
      extra={<Tag color={TAGS[check.state].color}>{TAGS[check.state].text}</Tag>}
      style={{ height: '100%' }}
    >
      <Space orientation="vertical" size={12} style={{ width: '100%' }}>
        {children}
        {check.text && (
          <Typography.Text type={check.state === 'fail' ? 'danger' : 'secondary'}>
            {check.text}
          </Typography.Text>
        )}
      </Space>
    </Card>
  );
}

/** 设备检测: camera preview, microphone level, full screen and the latency to the server. */
export function DeviceTestPage() {
  useDocumentTitle('设备检测');
  const [params] = useSearchParams();
  const examId = params.get('examId');
  const video = useRef<HTMLVideoElement>(null);
  const streams = useRef<MediaStream[]>([]);
  const [camera, setCamera] = useState<Check>({ state: 'idle' });
  const [mic, setMic] = useState<Check>({ state: 'idle' });
  const [level, setLevel] = useState(0);
  const [screen, setScreen] = useState<Check>({ state: 'idle' });
  const [net, setNet] = useState<Check>({ state: 'idle' });
  const stopMeter = useRef<() => void>(() => undefined);

  useEffect(
    () => () => {
      stopMeter.current();
      for (const s of streams.current) for (const t of s.getTracks()) t.stop();
    },
    [],
  );

  const testCamera = async () => {
    setCamera({ state: 'running' });
    try {
      const stream = await navigator.mediaDevices.getUserMedia({ video: true });
      streams.current.push(stream);
      if (video.current) video.current.srcObject = stream;
      setCamera({ state: 'ok', text: '能看到自己的画面即为正常' });
    } catch (e) {
      setCamera({ state: 'fail', text: mediaError(e) });
    }
  };

  const testMic = async () => {
    setMic({ state: 'running' });
    try {
      const stream = await navigator.mediaDevices.getUserMedia({ audio: true });
      streams.current.push(stream);
      const ctx = new AudioContext();
      const analyser = ctx.createAnalyser();
      analyser.fftSize = 512;
      ctx.createMediaStreamSource(stream).connect(analyser);
      const data = new Uint8Array(analyser.fftSize);
      let frame = 0;
      const loop = () => {
        analyser.getByteTimeDomainData(data);
        let peak = 0;
        for (const v of data) peak = Math.max(peak, Math.abs(v - 128));
        setLevel(Math.min(100, Math.round((peak / 128) * 200)));
        frame = requestAnimationFrame(loop);
      };
      loop();
      stopMeter.current = () => {
        cancelAnimationFrame(frame);
        void ctx.close();
      };
      setMic({ state: 'ok', text: '对着麦克风说话，音量条会跳动' });
    } catch (e) {
      setMic({ state: 'fail', text: mediaError(e) });
    }
  };

  const testScreen = async () => {
    if (!fullScreenSupported())
      return setScreen({
        state: 'fail',
        text: '这个浏览器不支持全屏，要求全屏的考试请换用电脑上的 Chrome 或 Edge',
      });
    setScreen({ state: 'running' });
    const ok = isFullScreen() || (await enterFullScreen());
    if (ok) {
      setScreen({ state: 'ok', text: '已进入全屏，按 Esc 可退出' });
      window.setTimeout(() => void document.exitFullscreen().catch(() => undefined), 1500);
    } else setScreen({ state: 'fail', text: '无法进入全屏，请检查浏览器设置' });
  };

  const testNet = async () => {
    setNet({ state: 'running' });
    const times: number[] = [];
    try {
      for (let i = 0; i < 3; i += 1) {
        const t0 = performance.now();
        await examTakingApi.mine();
        times.push(performance.now() - t0);
      }
      const ms = Math.round([...times].sort((a, b) => a - b)[1]);
      setNet({
        state: ms < 1000 ? 'ok' : 'fail',
        text: `延迟约 ${ms} 毫秒${ms < 300 ? '，网络良好' : ms < 1000 ? '，网络一般' : '，网络较慢，答案保存可能延迟'}`,
      });
    } catch {
      setNet({ state: 'fail', text: '无法连接服务器，请检查网络' });
    }
  };

  return (
    <div className="xt-center" style={{ alignItems: 'flex-start' }}>
      <div style={{ width: '100%', maxWidth: 960 }}>
        <Space orientation="vertical" size={16} style={{ width: '100%' }}>
          <Typography.Title level={3} style={{ margin: 0 }}>
            设备检测
          </Typography.Title>
          <Alert type="info" showIcon title="考试前检查一下设备；摄像头和麦克风只在本页预览，不会上传。" />
          <Row gutter={[16, 16]}>
            <Col xs={24} md={12}>
              <CheckCard icon={<CameraOutlined />} title="摄像头" check={camera}>
                <video
                  ref={video}
                  autoPlay
                  muted
                  playsInline
                  style={{ width: '100%', aspectRatio: '4 / 3', background: '#000', borderRadius: 6 }}
                />
                <Button onClick={() => void testCamera()}>打开摄像头</Button>
              </CheckCard>
            </Col>
            <Col xs={24} md={12}>
              <CheckCard icon={<AudioOutlined />} title="麦克风" check={mic}>
                <Progress percent={level} showInfo={false} aria-label="麦克风音量" />
                <Button onClick={() => void testMic()}>检测麦克风</Button>
              </CheckCard>
            </Col>
            <Col xs={24} md={12}>
              <CheckCard icon={<ExpandOutlined />} title="全屏" check={screen}>
                <Button onClick={() => void testScreen()}>测试全屏</Button>
              </CheckCard>
            </Col>
            <Col xs={24} md={12}>
              <CheckCard icon={<WifiOutlined />} title="网络" check={net}>
                <Button onClick={() => void testNet()}>测试网络</Button>
              </CheckCard>
            </Col>
          </Row>
          <Space wrap>
            {examId && (
              <Link to={examPagePath(examId)}>
                <Button type="primary">返回考试</Button>
              </Link>
            )}
            <Link to={MY_PAPERS_PATH}>
              <Button>我的试卷</Button>
            </Link>
          </Space>
        </Space>
      </div>
    </div>
  );
}
