import { SearchOutlined } from '@ant-design/icons';
import { AutoComplete, Button, Input, Modal } from 'antd';
import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import type { MenuNode } from '../../api/types.ts';
import { useSession } from '../../stores/session-store.ts';
import { menuLeaves, menuTarget } from './menu-model.tsx';

/** Menu leaves whose title contains the text (case-insensitive), at most 20. */
export function searchMenu(menu: MenuNode[], text: string): MenuNode[] {
  const q = text.trim().toLowerCase();
  if (!q) return [];
  return menuLeaves(menu)
    .filter((n) => (n.meta?.title ?? n.name ?? '').toLowerCase().includes(q))
    .slice(0, 20);
}

function SearchBox({ onDone, autoFocus }: { onDone?: () => void; autoFocus?: boolean }) {
  const menu = useSession((s) => s.menu);
  const navigate = useNavigate();
  const [text, setText] = useState('');
  const options = useMemo(
    () => searchMenu(menu, text).map((n) => ({ value: n.path, label: n.meta?.title ?? n.path })),
    [menu, text],
  );
  const go = (path: string) => {
    const node = menuLeaves(menu).find((n) => n.path === path);
    const target = node ? menuTarget(node) : null;
    if (!target) return;
    if ('external' in target) window.open(target.external, '_blank', 'noopener,noreferrer');
    else navigate(target.internal);
    setText('');
    onDone?.();
  };
  return (
    <AutoComplete
      value={text}
      options={options}
      onSearch={setText}
      onSelect={go}
      style={{ width: '100%' }}
      notFoundContent={text.trim() ? '没有匹配的菜单' : null}
    >
      <Input
        prefix={<SearchOutlined />}
        placeholder="搜索菜单"
        allowClear
        autoFocus={autoFocus}
        aria-label="搜索菜单"
      />
    </AutoComplete>
  );
}

/** The header's menu search: an input on desktop, an icon opening a modal on mobile (SPEC §2). */
export function MenuSearch({ mobile }: { mobile: boolean }) {
  const [open, setOpen] = useState(false);
  if (!mobile)
    return (
      <div
        style={{ width: 200, lineHeight: 'normal', display: 'flex', alignItems: 'center' }}
        data-testid="menu-search"
      >
        <SearchBox />
      </div>
    );
  return (
    <>
      <Button type="text" aria-label="搜索菜单" icon={<SearchOutlined />} onClick={() => setOpen(true)} />
      <Modal title="搜索菜单" open={open} onCancel={() => setOpen(false)} footer={null} destroyOnHidden>
        <SearchBox autoFocus onDone={() => setOpen(false)} />
      </Modal>
    </>
  );
}
