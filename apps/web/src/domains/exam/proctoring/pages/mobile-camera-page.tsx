import { CameraOutlined } from '@ant-design/icons';
import type { MobilePairingInfo } from '@ck/shared';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Descriptions, Result, Spin, Typography } from 'antd';
import { useCallback, useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { errorText } from '../../../../api/http-errors.ts';
import { proctoringApi } from '../api.ts';
import { CAMERA_STATE_TEXT, type CameraState } from '../camera-schedule.ts';
import { useProctorCamera } from '../use-proctor-camera.ts';
import '../proctoring.css';

const TONE: Record<CameraState, 'info' | 'success' | 'warning' | 'error'> = {
  starting: 'info',
  active: 'success',
  denied: 'error',
  unavailable: 'error',
  retrying: 'warning',
  stopped: 'warning',
};

/** Keeps the phone's screen on while the page is shown, where the browser allows it. */
function useWakeLock(active: boolean) {
  useEffect(() => {
    const wakeLock = (
      navigator as Navigator & {
        wakeLock?: { request(type: 'screen'): Promise<{ release(): Promise<void> }> };
      }
    ).wakeLock;
    if (!active || !wakeLock) return;
    let lock: { release(): Promise<void> } | null = null;
    let released = false;
    wakeLock
      .request('screen')
      .then((l) => {
        if (released) void l.release();
        else lock = l;
      })
      .catch(() => undefined);
    return () => {
      released = true;
      void lock?.release().catch(() => undefined);
    };
  }, [active]);
}

function PhoneCamera({ info, code }: { info: MobilePairingInfo; code: string }) {
  const upload = useCallback(
    (image: Blob) =>
      proctoringApi.uploadSnapshot({ userPaperId: info.userPaperId, source: 'mobile', image, code }),
    [info.userPaperId, code],
  );
  const camera = useProctorCamera({ facingMode: 'environment', interval: info.interval, upload });
  useWakeLock(camera.state === 'active' || camera.state === 'retrying');
  const stateText =
    camera.state === 'active' ? '侧拍中，请保持本页面打开，不要锁屏' : CAMERA_STATE_TEXT[camera.state];
  const retryable = camera.state === 'denied' || camera.state === 'unavailable';

  return (
    <>
      <Alert
        type={TONE[camera.state]}
        showIcon
        title={stateText}
        description={camera.message ?? undefined}
        action={
          retryable ? (
            <Button size="small" onClick={camera.restart}>
              重新开启
            </Button>
          ) : undefined
        }
      />
      <video ref={camera.videoRef} muted playsInline autoPlay hidden={camera.state === 'stopped'} />
      <Typography.Text type="secondary">
        已上传 {camera.shots} 张
        {camera.lastShotAt
          ? `，最近一次 ${camera.lastShotAt.toLocaleTimeString('zh-CN', { hour12: false })}`
          : ''}
      </Typography.Text>
    </>
  );
}

/**
 * `/kaoshi-online-mobile-camera?code=`: the phone side camera of an exam, opened by scanning the exam
 * page's QR code. No sign-in: the pairing code stands for the one attempt and serves only its snapshots.
 */
export function MobileCameraPage() {
  const [params] = useSearchParams();
  const code = params.get('code')?.trim() ?? '';
  const info = useQuery({
    queryKey: ['exam', 'proctoring', 'pairing', code],
    queryFn: () => proctoringApi.pairingInfo(code),
    enabled: !!code,
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
  });

  let body: React.ReactNode;
  if (!code)
    body = <Result status="warning" title="缺少配对码" subTitle="请用手机扫描考试页面上“手机侧拍”的二维码" />;
  else if (info.isPending)
    body = (
      <div style={{ padding: 48, textAlign: 'center' }}>
        <Spin tip="正在验证配对码…">
          <div style={{ height: 48 }} />
        </Spin>
      </div>
    );
  else if (info.isError)
    body = (
      <Result
        status="error"
        title="无法开始侧拍"
        subTitle={errorText(info.error, '配对码无效或已过期，请在电脑上重新生成二维码')}
      />
    );
  else
    body = (
      <>
        <Descriptions
          column={1}
          size="small"
          items={[
            { key: 'exam', label: '考试', children: info.data.examName },
            { key: 'who', label: '考生', children: info.data.realname },
            { key: 'every', label: '拍照间隔', children: `每 ${info.data.interval} 秒一张` },
          ]}
        />
        <Typography.Paragraph type="secondary" style={{ margin: '8px 0 0' }}>
          请允许使用摄像头，把手机放在身体侧后方，拍到自己、双手和电脑屏幕。
        </Typography.Paragraph>
        <PhoneCamera info={info.data} code={code} />
      </>
    );

  return (
    <div className="xp-mobile">
      <div className="xp-mobile-card">
        <Typography.Title level={4} style={{ marginTop: 0 }}>
          <CameraOutlined /> 考试手机侧拍
        </Typography.Title>
        {body}
      </div>
    </div>
  );
}
