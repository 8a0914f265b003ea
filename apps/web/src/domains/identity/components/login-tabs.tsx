import { ConfigProvider } from 'antd';
import useCSSVarCls from 'antd/es/config-provider/hooks/useCSSVarCls';
import useTabsStyle from 'antd/es/tabs/style';
import {
  type CSSProperties,
  type KeyboardEvent,
  type ReactNode,
  useContext,
  useLayoutEffect,
  useRef,
  useState,
} from 'react';

export interface LoginTab {
  key: string;
  label: ReactNode;
  children: ReactNode;
}

/**
 * The centred tab bar of the login card: antd Tabs' markup, styles and ink bar for a fixed pair of
 * tabs. antd's Tabs statically brings its overflow dropdown (menu, overflow list) into the login page,
 * which two short labels never need. Panes render on first visit and stay mounted, as in antd.
 */
export function LoginTabs({
  items,
  activeKey: chosen,
  onChange,
}: {
  items: LoginTab[];
  /** The open tab when the parent controls it (the password form switching to the SMS login). */
  activeKey?: string;
  onChange?: (key: string) => void;
}) {
  const prefixCls = useContext(ConfigProvider.ConfigContext).getPrefixCls('tabs');
  const rootCls = useCSSVarCls(prefixCls);
  const [hashId, cssVarCls] = useTabsStyle(prefixCls, rootCls);
  const [ownKey, setOwnKey] = useState(items[0]?.key);
  const activeKey = chosen ?? ownKey;
  const [visited, setVisited] = useState(() => new Set(activeKey ? [activeKey] : []));
  // A tab opened by the parent is rendered from then on, like one the user clicked.
  if (activeKey && !visited.has(activeKey)) setVisited(new Set(visited).add(activeKey));
  const [ink, setInk] = useState<CSSProperties>();
  const tabRefs = useRef(new Map<string, HTMLDivElement>());

  useLayoutEffect(() => {
    const node = activeKey ? tabRefs.current.get(activeKey) : undefined;
    if (!node) return;
    const measure = () =>
      setInk({
        left: node.offsetLeft + node.offsetWidth / 2,
        width: node.offsetWidth,
        transform: 'translateX(-50%)',
      });
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(node);
    return () => observer.disconnect();
  }, [activeKey]);

  const activate = (key: string) => {
    setOwnKey(key);
    onChange?.(key);
    setVisited((seen) => (seen.has(key) ? seen : new Set(seen).add(key)));
  };

  const onKeyDown = (event: KeyboardEvent, index: number) => {
    const step = { ArrowLeft: -1, ArrowRight: 1 }[event.key];
    if (!step) return;
    event.preventDefault();
    const next = items[(index + step + items.length) % items.length];
    activate(next.key);
    tabRefs.current.get(next.key)?.querySelector<HTMLElement>('[role="tab"]')?.focus();
  };

  const classes = [prefixCls, `${prefixCls}-top`, `${prefixCls}-centered`, hashId, cssVarCls, rootCls];
  return (
    <div className={classes.join(' ')}>
      <div role="tablist" aria-orientation="horizontal" className={`${prefixCls}-nav`}>
        <div className={`${prefixCls}-nav-wrap`}>
          <div className={`${prefixCls}-nav-list`}>
            {items.map((item, index) => {
              const active = item.key === activeKey;
              return (
                <div
                  key={item.key}
                  data-node-key={item.key}
                  ref={(node) => {
                    if (node) tabRefs.current.set(item.key, node);
                    else tabRefs.current.delete(item.key);
                  }}
                  className={`${prefixCls}-tab${active ? ` ${prefixCls}-tab-active` : ''}`}
                  onClick={() => activate(item.key)}
                >
                  <div
                    role="tab"
                    aria-selected={active}
                    className={`${prefixCls}-tab-btn`}
                    tabIndex={active ? 0 : -1}
                    onKeyDown={(event) => onKeyDown(event, index)}
                  >
                    {item.label}
                  </div>
                </div>
              );
            })}
            <div className={`${prefixCls}-ink-bar ${prefixCls}-ink-bar-animated`} style={ink} />
          </div>
        </div>
      </div>
      <div className={`${prefixCls}-body-holder`}>
        <div className={`${prefixCls}-body ${prefixCls}-body-top`}>
          {items
            .filter((item) => visited.has(item.key))
            .map((item) => {
              const active = item.key === activeKey;
              return (
                <div
                  key={item.key}
                  role="tabpanel"
                  tabIndex={active ? 0 : -1}
                  aria-hidden={!active}
                  className={`${prefixCls}-content${active ? ` ${prefixCls}-content-active` : ` ${prefixCls}-content-hidden`}`}
                >
                  {item.children}
                </div>
              );
            })}
        </div>
      </div>
    </div>
  );
}
