import { ReloadOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { Spin } from 'antd';
import { fetchCaptcha } from '../api/session.ts';

interface CaptchaImageProps {
  /** The client timestamp the server keys the answer under (`checkKey` of the login call). */
  captchaKey: number;
  onRefresh: () => void;
}

/** The captcha picture; a click asks for a new one. */
export function CaptchaImage({ captchaKey, onRefresh }: CaptchaImageProps) {
  const { data, isLoading, isError } = useQuery({
    queryKey: ['captcha', captchaKey],
    queryFn: () => fetchCaptcha(captchaKey),
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 0,
    retry: false,
  });
  return (
    <button
      type="button"
      onClick={onRefresh}
      title="看不清？点击刷新"
      aria-label="刷新验证码"
      style={{
        width: 112,
        height: 40,
        flex: 'none',
        padding: 0,
        border: '1px solid #d9d9d9',
        borderRadius: 6,
        background: '#fafafa',
        cursor: 'pointer',
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        overflow: 'hidden',
      }}
    >
      {isLoading ? (
        <Spin size="small" />
      ) : isError || !data ? (
        <span style={{ fontSize: 12, color: '#999' }}>
          <ReloadOutlined /> 点击重试
        </span>
      ) : (
        <img src={data} alt="验证码" style={{ width: '100%', height: '100%', objectFit: 'contain' }} />
      )}
    </button>
  );
}
