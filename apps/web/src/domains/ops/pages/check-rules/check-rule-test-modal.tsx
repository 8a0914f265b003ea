import { Alert, Button, Input, Modal, Space, Typography } from 'antd';
import { useEffect, useState } from 'react';
import type { ResourceRow } from '../../../../admin/crud/resource-api.ts';
import { HttpError } from '../../../../api/http-errors.ts';
import { checkByCode } from '../../api/check-rules.ts';

const MAX_VALUE_LENGTH = 200;

/** 测试: runs `checkByCode` with the saved rule against a typed value and shows the server's verdict. */
export function CheckRuleTestModal({ rule, onClose }: { rule: ResourceRow | null; onClose: () => void }) {
  const [value, setValue] = useState('');
  const [checking, setChecking] = useState(false);
  const [verdict, setVerdict] = useState<{ ok: boolean; text: string } | null>(null);

  // Each rule starts from an empty value and no verdict.
  useEffect(() => {
    if (!rule) return;
    setValue('');
    setVerdict(null);
  }, [rule]);

  const run = async () => {
    if (!rule) return;
    if (!value) {
      setVerdict({ ok: false, text: '请输入要校验的值' });
      return;
    }
    setChecking(true);
    try {
      const res = await checkByCode(String(rule.ruleCode), value);
      setVerdict({ ok: res.success, text: res.message || (res.success ? '校验通过' : '校验未通过') });
    } catch (err) {
      setVerdict({ ok: false, text: err instanceof HttpError ? err.message : '校验失败，请稍后重试' });
    } finally {
      setChecking(false);
    }
  };

  return (
    <Modal
      title={`测试规则：${String(rule?.ruleName ?? '')}`}
      open={!!rule}
      onCancel={onClose}
      footer={<Button onClick={onClose}>关闭</Button>}
      destroyOnHidden
    >
      <Typography.Paragraph type="secondary">
        规则编码：<Typography.Text code>{String(rule?.ruleCode ?? '')}</Typography.Text>
        。按已保存的规则校验，修改规则后请先保存。
      </Typography.Paragraph>
      <Space.Compact style={{ width: '100%' }}>
        <Input
          autoFocus
          allowClear
          value={value}
          maxLength={MAX_VALUE_LENGTH}
          placeholder="输入要校验的值"
          aria-label="要校验的值"
          onChange={(e) => {
            setValue(e.target.value);
            setVerdict(null);
          }}
          onPressEnter={run}
        />
        <Button type="primary" loading={checking} onClick={run}>
          校验
        </Button>
      </Space.Compact>
      {verdict && (
        <Alert
          style={{ marginTop: 16 }}
          showIcon
          type={verdict.ok ? 'success' : 'error'}
          title={verdict.ok ? verdict.text : `校验未通过：${verdict.text}`}
        />
      )}
    </Modal>
  );
}
