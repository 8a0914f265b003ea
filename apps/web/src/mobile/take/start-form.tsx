import type { MpAttempt } from '@ck/shared';
import { type FormEvent, useEffect, useState } from 'react';
import { mpApi } from '../api/mp-api.ts';
import { errorText, MpError, signInToken } from '../api/mp-client.ts';
import { validateStart } from './start-validation.ts';

const SMS_WAIT_SECONDS = 60;

/**
 * The form before an attempt: the child, and (for a visitor who is not signed in) the guardian with a
 * phone checked by SMS code. `onStarted` gets the new or resumed attempt; `onFinished` the report
 * token of a child who already finished this assessment.
 */
export function StartForm({
  testPowerId,
  ageMin,
  ageMax,
  cityId,
  onStarted,
  onFinished,
}: {
  testPowerId: string;
  ageMin: number;
  ageMax: number;
  cityId?: string;
  onStarted: (attempt: MpAttempt) => void;
  onFinished: (reportToken: string) => void;
}) {
  const signedIn = !!signInToken();
  const [childName, setChildName] = useState('');
  const [childAge, setChildAge] = useState('');
  const [guardianName, setGuardianName] = useState('');
  const [phone, setPhone] = useState('');
  const [code, setCode] = useState('');
  const [wait, setWait] = useState(0);
  const [sending, setSending] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  const [notice, setNotice] = useState('');

  useEffect(() => {
    if (wait <= 0) return;
    const timer = window.setTimeout(() => setWait((w) => w - 1), 1000);
    return () => window.clearTimeout(timer);
  }, [wait]);

  const sendCode = async () => {
    setError('');
    if (!/^1[3-9]\d{9}$/.test(phone.trim())) return setError('请输入正确的手机号');
    setSending(true);
    try {
      await mpApi.sendSms(phone.trim());
      setWait(SMS_WAIT_SECONDS);
      setNotice('验证码已发送，请注意查收短信');
    } catch (e) {
      setError(errorText(e));
    } finally {
      setSending(false);
    }
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setNotice('');
    const checked = validateStart(
      { childName, childAge, guardianName, phone, code, signedIn },
      ageMin,
      ageMax,
    );
    if (typeof checked === 'string') return setError(checked);
    setError('');
    setBusy(true);
    try {
      onStarted(await mpApi.start({ testPowerId, cityId, ...checked }));
    } catch (e) {
      const reportToken =
        e instanceof MpError && e.status === 409
          ? (e.result as { reportToken?: string } | undefined)?.reportToken
          : undefined;
      if (reportToken) return onFinished(reportToken);
      setError(errorText(e));
      setBusy(false);
    }
  };

  return (
    <form className="m-form" onSubmit={submit} noValidate>
      <h2>填写孩子信息</h2>
      <label className="m-field">
        <span>孩子姓名</span>
        <input
          value={childName}
          onChange={(e) => setChildName(e.target.value)}
          maxLength={20}
          autoComplete="off"
        />
      </label>
      <label className="m-field">
        <span>孩子年龄</span>
        <input
          value={childAge}
          onChange={(e) => setChildAge(e.target.value.replace(/\D/g, ''))}
          inputMode="numeric"
          maxLength={2}
          placeholder={`${ageMin}-${ageMax} 岁`}
        />
      </label>
      {signedIn ? (
        <p className="m-hint">你已登录，测评报告将关联到你的账号。</p>
      ) : (
        <>
          <label className="m-field">
            <span>家长姓名</span>
            <input value={guardianName} onChange={(e) => setGuardianName(e.target.value)} maxLength={20} />
          </label>
          <label className="m-field">
            <span>手机号</span>
            <input
              value={phone}
              onChange={(e) => setPhone(e.target.value.replace(/\D/g, ''))}
              inputMode="tel"
              maxLength={11}
              autoComplete="tel"
            />
          </label>
          <div className="m-field m-code-row">
            <label>
              <span>验证码</span>
              <input
                value={code}
                onChange={(e) => setCode(e.target.value.replace(/\D/g, ''))}
                inputMode="numeric"
                maxLength={8}
                autoComplete="one-time-code"
              />
            </label>
            <button
              type="button"
              className="m-btn m-btn-ghost"
              onClick={sendCode}
              disabled={wait > 0 || sending}
            >
              {wait > 0 ? `${wait} 秒后重发` : sending ? '发送中…' : '获取验证码'}
            </button>
          </div>
        </>
      )}
      {notice ? <p className="m-form-notice">{notice}</p> : null}
      {error ? (
        <p className="m-form-error" role="alert">
          {error}
        </p>
      ) : null}
      <button type="submit" className="m-btn m-btn-block" disabled={busy}>
        {busy ? '正在开始…' : '开始测评'}
      </button>
    </form>
  );
}
