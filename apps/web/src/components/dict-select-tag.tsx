import { CloseOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { App, Button, Radio, Select, Space } from 'antd';
import { deleteDictItemByText, fetchDictItems } from '../domains/ops/api/dict.ts';
import { useCan } from '../hooks/use-can.ts';
import { useDictItems } from '../hooks/use-dict-items.ts';
import { useSession } from '../stores/session-store.ts';

export const DICT_ITEM_DELETE = 'system:dictItem:delete';

interface DictSelectTagProps {
  dictCode: string;
  value?: string;
  onChange?: (value: string | undefined) => void;
  /** select (default), radio, or radioButton (SPEC §2). */
  type?: 'select' | 'radio' | 'radioButton';
  placeholder?: string;
  disabled?: boolean;
  id?: string;
  /** Offer a delete button on each item; shown only to users holding `system:dictItem:delete`. */
  deletable?: boolean;
  onDeleted?: (text: string) => void;
}

/** Dictionary select tag: a select or radio group over one dictionary, whose items can be deleted in place. */
export function DictSelectTag({
  dictCode,
  value,
  onChange,
  type = 'select',
  placeholder = '请选择',
  disabled,
  id,
  deletable,
  onDeleted,
}: DictSelectTagProps) {
  const { modal, message } = App.useApp();
  const queryClient = useQueryClient();
  const setDict = useSession((s) => s.setDict);
  const { items, loading } = useDictItems(dictCode);
  const mayDelete = useCan(DICT_ITEM_DELETE) && !!deletable && !disabled;

  const remove = (text: string, itemValue: string) =>
    modal.confirm({
      title: '确认删除',
      content: `确定要从字典中删除“${text}”吗？删除后所有使用该字典的地方都不再显示此项。`,
      okText: '删除',
      okButtonProps: { danger: true },
      cancelText: '取消',
      onOk: async () => {
        await deleteDictItemByText(dictCode, text);
        // Refresh both the login cache and the query cache of this dictionary.
        setDict(dictCode, await fetchDictItems(dictCode));
        await queryClient.invalidateQueries({ queryKey: ['dict', dictCode] });
        if (value === itemValue) onChange?.(undefined);
        message.success(`已删除“${text}”`);
        onDeleted?.(text);
      },
    });

  const deleteButton = (text: string, itemValue: string) => (
    <Button
      type="text"
      size="small"
      danger
      aria-label={`删除${text}`}
      icon={<CloseOutlined />}
      onMouseDown={(e) => e.preventDefault()}
      onClick={(e) => {
        e.stopPropagation();
        remove(text, itemValue);
      }}
    />
  );

  if (type === 'select') {
    return (
      <Select<string>
        id={id}
        value={value === null || value === '' ? undefined : value}
        loading={loading}
        disabled={disabled}
        allowClear
        placeholder={placeholder}
        showSearch={{ optionFilterProp: 'label' }}
        options={items.map((i) => ({ value: i.value, label: i.text }))}
        optionRender={(option) => (
          <Space style={{ width: '100%', justifyContent: 'space-between' }}>
            <span>{option.label}</span>
            {mayDelete && deleteButton(String(option.label), String(option.value))}
          </Space>
        )}
        onChange={(v) => onChange?.(v)}
      />
    );
  }

  return (
    <Radio.Group
      id={id}
      value={value}
      disabled={disabled}
      optionType={type === 'radioButton' ? 'button' : 'default'}
      onChange={(e) => onChange?.(e.target.value as string)}
    >
      {items.map((i) => (
        <Radio key={i.value} value={i.value}>
          {i.text}
          {mayDelete && <span style={{ marginLeft: 2 }}>{deleteButton(i.text, i.value)}</span>}
        </Radio>
      ))}
    </Radio.Group>
  );
}
