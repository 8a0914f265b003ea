import { Button, Result } from 'antd';
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { isChunkLoadError } from '../app/lazy-page.ts';

interface Props {
  children: ReactNode;
  /** Changing the key clears a caught error (e.g. on navigation). */
  resetKey?: string;
}

interface State {
  error: Error | null;
  resetKey?: string;
}

/** Catches render and chunk-load failures of one page so the layout stays usable. */
export class PageErrorBoundary extends Component<Props, State> {
  override state: State = { error: null, resetKey: this.props.resetKey };

  static getDerivedStateFromError(error: Error): Partial<State> {
    return { error };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    if (props.resetKey !== state.resetKey) return { error: null, resetKey: props.resetKey };
    return null;
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error('页面渲染出错', error, info.componentStack);
  }

  override render() {
    const { error } = this.state;
    if (!error) return this.props.children;
    const chunk = isChunkLoadError(error);
    return (
      <div data-testid="page-error">
        <Result
          status={chunk ? 'warning' : '500'}
          title={chunk ? '页面资源加载失败' : '页面出错了'}
          subTitle={
            chunk ? '系统可能刚刚更新，请刷新页面后重试。' : error.message || '发生了未知错误，请稍后重试。'
          }
          extra={
            <Button type="primary" onClick={() => window.location.reload()}>
              刷新页面
            </Button>
          }
        />
      </div>
    );
  }
}
