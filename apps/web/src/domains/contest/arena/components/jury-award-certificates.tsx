import type { CertIssueResult, ContestClass } from '@ck/shared';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, DatePicker, Select, Space, Typography } from 'antd';
import type { Dayjs } from 'dayjs';
import { useState } from 'react';
import { juryApi } from '../api.ts';
import { useJuryConfirm } from './use-jury-confirm.ts';

/**
 * Certificates for the award winners of the live board: pick a template (证书模板 of the teaching
 * back office), one group or all, and the date printed; winners who already hold one are skipped.
 */
export function JuryAwardCertificates({ contestId, groups }: { contestId: string; groups: ContestClass[] }) {
  const juryConfirm = useJuryConfirm();
  const templates = useQuery({ queryKey: ['cert-templates', 'pick'], queryFn: juryApi.certTemplates });
  const [templateId, setTemplateId] = useState<string>();
  const [groupId, setGroupId] = useState<string>('');
  const [date, setDate] = useState<Dayjs | null>(null);
  const [result, setResult] = useState<CertIssueResult | null>(null);
  const groupName = groups.find((g) => g.id === groupId)?.className ?? '全部分组';

  const confirm = () =>
    juryConfirm({
      title: `给${groupName}的获奖选手颁发证书？`,
      content: '按实时榜单上的一、二、三等奖，每位获奖选手一张证书；已经领过同一模板证书的选手会跳过。',
      okText: '颁发',
      run: async () => {
        const answer = await juryApi.awardCertificates({
          contestId,
          groupId: groupId || null,
          templateId: templateId ?? '',
          issueDate: date ? date.format('YYYY-MM-DD') : null,
        });
        setResult(answer);
        return `已颁发 ${answer.issued} 张证书`;
      },
      failText: '颁发失败',
    });

  return (
    <Space orientation="vertical" size="middle">
      <Alert
        type="info"
        showIcon
        message="比赛结束（设置了封榜的需先解封）后，可按奖项给获奖选手颁发证书；证书上课程一栏为“赛事 分组 几等奖”，学生可在“我的证书”中查看和下载。"
      />
      {templates.error && (
        <Typography.Text type="warning">
          无法读取证书模板：{(templates.error as Error).message}
        </Typography.Text>
      )}
      {templates.data && !templates.data.length && (
        <Typography.Text type="warning">还没有证书模板，请先在“证书管理”中新建模板。</Typography.Text>
      )}
      <Space wrap>
        <Select
          placeholder="选择证书模板"
          style={{ width: 220 }}
          value={templateId}
          loading={templates.isLoading}
          options={(templates.data ?? []).map((t) => ({ value: t.id, label: t.name }))}
          onChange={setTemplateId}
          aria-label="证书模板"
        />
        <Select
          style={{ width: 160 }}
          value={groupId}
          options={[
            { value: '', label: '全部分组' },
            ...groups.map((g) => ({ value: g.id, label: g.className })),
          ]}
          onChange={setGroupId}
          aria-label="分组"
        />
        <DatePicker placeholder="颁发日期（默认今天）" value={date} onChange={setDate} />
        <Button type="primary" disabled={!templateId} onClick={confirm} data-testid="jury-award-certs">
          颁发获奖证书
        </Button>
      </Space>
      {result && (
        <Typography.Text data-testid="jury-award-result">
          新颁发 {result.issued} 张，已持有跳过 {result.skipped} 人
        </Typography.Text>
      )}
    </Space>
  );
}
