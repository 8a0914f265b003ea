import { CheckOutlined } from '@ant-design/icons';
import { Button, Divider, Radio, Switch, Tooltip } from 'antd';
import type { ReactNode } from 'react';
import { DEFAULT_PREFS, type Prefs, usePrefs } from '../../stores/prefs-store.ts';
import { useMascotPrefs } from '../mascot/mascot-prefs.ts';

/** SPEC §2: eight primary colours. */
const COLOURS = [
  { name: '拂晓蓝（默认）', value: DEFAULT_PREFS.primaryColor },
  { name: '薄暮', value: '#f5222d' },
  { name: '火山', value: '#fa541c' },
  { name: '日暮', value: '#faad14' },
  { name: '明青', value: '#13c2c2' },
  { name: '极光绿', value: '#52c41a' },
  { name: '极客蓝', value: '#2f54eb' },
  { name: '酱紫', value: '#722ed1' },
];

const THEMES: { value: Prefs['theme']; label: string }[] = [
  { value: 'light', label: '亮色' },
  { value: 'dark', label: '暗色' },
];

const LAYOUT_MODES: { value: Prefs['layoutMode']; label: string }[] = [
  { value: 'sidemenu', label: '侧边菜单' },
  { value: 'topmenu', label: '顶部菜单' },
];

function Row({ label, children, hint }: { label: string; children: ReactNode; hint?: string }) {
  return (
    <div
      style={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', padding: '10px 0' }}
    >
      <Tooltip title={hint}>
        <span>{label}</span>
      </Tooltip>
      {children}
    </div>
  );
}

type SwitchPref = 'fixedHeader' | 'autoHideHeader' | 'fixSiderbar' | 'colorWeak' | 'multipage';

/** A row switching one on/off preference. */
function PrefSwitchRow({
  pref,
  label,
  hint,
  disabled,
}: {
  pref: SwitchPref;
  label: string;
  hint?: string;
  disabled?: boolean;
}) {
  const prefs = usePrefs();
  return (
    <Row label={label} hint={hint}>
      <Switch
        size="small"
        disabled={disabled}
        checked={prefs[pref]}
        onChange={(v) => prefs.update({ [pref]: v })}
      />
    </Row>
  );
}

type ButtonPref = 'theme' | 'layoutMode';

/** The buttons choosing the menu theme or the navigation mode. */
function PrefButtons<K extends ButtonPref>({
  pref,
  options,
}: {
  pref: K;
  options: { value: Prefs[K]; label: string }[];
}) {
  const prefs = usePrefs();
  return (
    <Radio.Group
      value={prefs[pref]}
      optionType="button"
      options={options}
      onChange={(e) => prefs.update({ [pref]: e.target.value })}
    />
  );
}

/**
 * The UI preferences of SPEC §3 (menu theme, primary colour, navigation mode, content width, fixed header,
 * hide header on scroll, fixed side menu, colour weak, multi-tab) and the mascot switch, stored locally. The coupling rules
 * live in the store; the switches that a rule disables are greyed out here.
 */
export function ThemeSettings() {
  const prefs = usePrefs();
  const mascot = useMascotPrefs();
  const top = prefs.layoutMode === 'topmenu';
  return (
    <div data-testid="theme-settings">
      <Divider titlePlacement="start">菜单风格</Divider>
      <PrefButtons pref="theme" options={THEMES} />
      <Divider titlePlacement="start">主题色</Divider>
      <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
        {COLOURS.map((c) => (
          <Tooltip key={c.value} title={c.name}>
            <Button
              aria-label={c.name}
              style={{ background: c.value, width: 24, height: 24, minWidth: 24, padding: 0, border: 'none' }}
              icon={prefs.primaryColor === c.value ? <CheckOutlined style={{ color: '#fff' }} /> : undefined}
              onClick={() => prefs.update({ primaryColor: c.value })}
            />
          </Tooltip>
        ))}
      </div>
      <Divider titlePlacement="start">导航模式</Divider>
      <PrefButtons pref="layoutMode" options={LAYOUT_MODES} />
      <div style={{ marginTop: 12 }}>
        <Row label="内容区域宽度" hint="流式宽度只在顶部菜单模式下可用">
          <Radio.Group
            size="small"
            value={prefs.contentWidth}
            disabled={!top}
            options={[
              { value: 'Fixed', label: '固定' },
              { value: 'Fluid', label: '流式' },
            ]}
            onChange={(e) => prefs.update({ contentWidth: e.target.value })}
          />
        </Row>
        <PrefSwitchRow pref="fixedHeader" label="固定 Header" />
        <PrefSwitchRow
          pref="autoHideHeader"
          label="下滑时隐藏 Header"
          hint="需要先固定 Header"
          disabled={!prefs.fixedHeader}
        />
        <PrefSwitchRow pref="fixSiderbar" label="固定侧边菜单" hint="顶部菜单模式下不可用" disabled={top} />
        <PrefSwitchRow pref="colorWeak" label="色弱模式" />
        <PrefSwitchRow pref="multipage" label="多页签模式" />
        <Row label="显示码狗" hint="页面角落的小助手；关闭后在本机记住">
          <Switch
            size="small"
            aria-label="显示码狗"
            checked={mascot.enabled}
            onChange={(v) => mascot.setEnabled(v)}
          />
        </Row>
      </div>
      <Button
        block
        style={{ marginTop: 16 }}
        onClick={() => {
          prefs.reset();
          mascot.setEnabled(true);
        }}
      >
        恢复默认
      </Button>
    </div>
  );
}
