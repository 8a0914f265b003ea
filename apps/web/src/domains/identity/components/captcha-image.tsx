import { ReloadOutlined, SafetyCertificateOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { Form, Input, Spin } from 'antd';
import type { CSSProperties } from 'react';
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

interface CaptchaFieldProps extends CaptchaImageProps {
  /** The input's placeholder; the error asks to enter it (`请输入<placeholder>`). */
  placeholder?: string;
  style?: CSSProperties;
}

/** The `captcha` field of the login and register forms: the answer beside its picture. */
export function CaptchaField({ captchaKey, onRefresh, placeholder = '验证码', style }: CaptchaFieldProps) {
  return (
    <Form.Item required style={style}>
      <div style={{ display: 'flex', gap: 8, alignItems: 'flex-start' }}>
        <Form.Item
          name="captcha"
          noStyle
          rules={[{ required: true, whitespace: true, message: `请输入${placeholder}` }]}
        >
          <Input
            prefix={<SafetyCertificateOutlined />}
            placeholder={placeholder}
            maxLength={8}
            autoComplete="off"
          />
        </Form.Item>
        <CaptchaImage captchaKey={captchaKey} onRefresh={onRefresh} />
      </div>
    </Form.Item>
  );
}
