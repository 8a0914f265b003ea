import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { registerNavigator } from './navigation.ts';

export function NavigatorBridge() {
  const navigate = useNavigate();
  useEffect(() => {
    registerNavigator((to, options) => navigate(to, options));
    return () => registerNavigator(null);
  }, [navigate]);
  return null;
}
