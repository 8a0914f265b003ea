import { ConfigProvider } from 'antd';
import useCardStyle from 'antd/es/card/style';
import { type CSSProperties, type MouseEventHandler, type ReactNode, useContext } from 'react';

interface PlainCardProps {
  title?: ReactNode;
  extra?: ReactNode;
  hoverable?: boolean;
  size?: 'small' | 'default';
  variant?: 'outlined' | 'borderless';
  className?: string;
  style?: CSSProperties;
  styles?: { body?: CSSProperties };
  onClick?: MouseEventHandler<HTMLDivElement>;
  children?: ReactNode;
  'data-testid'?: string;
}

/**
 * A card for public pages: the markup and styles of antd's Card (its style hook and class names) for
 * the title/extra/body subset used there. antd's Card statically brings Tabs (with their dropdown and
 * menu) and Skeleton into every page that shows a card.
 */
export function PlainCard({
  title,
  extra,
  hoverable,
  size = 'default',
  variant = 'outlined',
  className,
  styles,
  children,
  ...rest
}: PlainCardProps) {
  const prefixCls = useContext(ConfigProvider.ConfigContext).getPrefixCls('card');
  const [hashId, cssVarCls] = useCardStyle(prefixCls);
  const classes = [
    prefixCls,
    variant !== 'borderless' && `${prefixCls}-bordered`,
    hoverable && `${prefixCls}-hoverable`,
    size === 'small' && `${prefixCls}-small`,
    className,
    hashId,
    cssVarCls,
  ];
  const hasHead = (title !== undefined && title !== null) || (extra !== undefined && extra !== null);
  return (
    <div {...rest} className={classes.filter(Boolean).join(' ')}>
      {hasHead && (
        <div className={`${prefixCls}-head`}>
          <div className={`${prefixCls}-head-wrapper`}>
            {title !== undefined && title !== null && (
              <div className={`${prefixCls}-head-title`}>{title}</div>
            )}
            {extra !== undefined && extra !== null && <div className={`${prefixCls}-extra`}>{extra}</div>}
          </div>
        </div>
      )}
      {children !== undefined && children !== null && children !== false && (
        <div className={`${prefixCls}-body`} style={styles?.body}>
          {children}
        </div>
      )}
    </div>
  );
}
