import { useEffect } from 'react';
import { useDocumentTitle } from '../../../../app/use-document-title.ts';
import { LoginForm } from '../../components/login-form.tsx';
import { MS_LOGIN_FLAG } from '../../session-actions.ts';

export function LoginPage() {
  useDocumentTitle('用户登录');
  useEffect(() => {
    localStorage.removeItem(MS_LOGIN_FLAG);
  }, []);
  return <LoginForm />;
}

/** The same login, remembered so that logging out returns here. */
export function MsLoginPage() {
  useDocumentTitle('用户登录');
  useEffect(() => {
    localStorage.setItem(MS_LOGIN_FLAG, '1');
  }, []);
  return <LoginForm title="管理登录" />;
}
