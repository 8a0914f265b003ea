import { ConfigProvider } from 'antd';
import { InternalTypography } from 'antd/es/typography/Typography';
import { type CSSProperties, type ReactNode, useContext } from 'react';

/**
 * Title, Text and Paragraph for static text on public pages: the markup and styles of antd's
 * Typography (same element, classes and theme tokens) without its ellipsis/copy/edit machinery,
 * which would pull TextArea, Tooltip and resize observers into the first paint.
 */
interface PlainTypographyProps {
  children?: ReactNode;
  type?: 'secondary' | 'success' | 'warning' | 'danger';
  strong?: boolean;
  className?: string;
  style?: CSSProperties;
  'data-testid'?: string;
}

function Plain({
  component,
  type,
  strong,
  className,
  children,
  ...rest
}: PlainTypographyProps & { component: 'span' | 'div' | 'h1' | 'h2' | 'h3' | 'h4' | 'h5' }) {
  const prefixCls = useContext(ConfigProvider.ConfigContext).getPrefixCls('typography');
  const classes = [type && `${prefixCls}-${type}`, className].filter(Boolean).join(' ');
  return (
    <InternalTypography
      {...rest}
      prefixCls={prefixCls}
      component={component}
      className={classes || undefined}
    >
      {strong ? <strong>{children}</strong> : children}
    </InternalTypography>
  );
}

export function Title({ level = 1, ...props }: PlainTypographyProps & { level?: 1 | 2 | 3 | 4 | 5 }) {
  return <Plain {...props} component={`h${level}`} />;
}

export function Text(props: PlainTypographyProps) {
  return <Plain {...props} component="span" />;
}

export function Paragraph(props: PlainTypographyProps) {
  return <Plain {...props} component="div" />;
}

/** Drop-in for the `Typography.Title/Text/Paragraph` props used on public pages. */
export const PlainTypography = { Title, Text, Paragraph };
