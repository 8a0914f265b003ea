import { CheckCircleFilled, CloseCircleFilled } from '@ant-design/icons';
import type { CertVerify } from '@ck/shared';
import { useQuery } from '@tanstack/react-query';
import { Alert, Card, Descriptions, Input, Result, Spin, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useDocumentTitle } from '../../../../app/use-document-title.ts';
import { verifyCert } from '../api.ts';
import { formatIssueDate } from '../cert-layout.ts';

function VerifyResult({ answer }: { answer: CertVerify }) {
  if (!answer.valid && !answer.revoked)
    return (
      <Result status="warning" title="未查到该证书" subTitle={answer.message} style={{ padding: '24px 0' }} />
    );
  return (
    <Card
      title={
        answer.valid ? (
          <Typography.Text type="success">
            <CheckCircleFilled /> 证书真实有效
          </Typography.Text>
        ) : (
          <Typography.Text type="danger">
            <CloseCircleFilled /> 证书已被撤销
          </Typography.Text>
        )
      }
    >
      <Descriptions
        column={1}
        bordered
        size="small"
        items={[
          { key: 'serialNo', label: '证书编号', children: answer.serialNo },
          { key: 'certName', label: '证书名称', children: answer.certName },
          { key: 'holderName', label: '获得者', children: answer.holderName },
          ...(answer.courseName ? [{ key: 'courseName', label: '课程', children: answer.courseName }] : []),
          { key: 'orgName', label: '颁发机构', children: answer.orgName },
          {
            key: 'issueDate',
            label: '颁发日期',
            children: answer.issueDate && formatIssueDate(answer.issueDate),
          },
        ]}
      />
    </Card>
  );
}

/** `/home-page/certVerify?serialNo=`: anyone checks a certificate by its serial number. */
export function CertVerifyPage() {
  useDocumentTitle('证书查验');
  const [params, setParams] = useSearchParams();
  const serialNo = (params.get('serialNo') ?? '').trim();
  const [text, setText] = useState(serialNo);
  useEffect(() => setText(serialNo), [serialNo]);
  const answer = useQuery({
    queryKey: ['cert-verify', serialNo],
    queryFn: () => verifyCert(serialNo),
    enabled: !!serialNo,
    retry: false,
  });

  return (
    <div style={{ maxWidth: 640, margin: '0 auto' }}>
      <Card title="证书查验">
        <Typography.Paragraph type="secondary">
          输入证书上的编号（如 CK2026ABCDEFGH），查验证书是否真实有效。
        </Typography.Paragraph>
        <Input.Search
          size="large"
          allowClear
          placeholder="请输入证书编号"
          enterButton="查验"
          maxLength={40}
          value={text}
          onChange={(e) => setText(e.target.value)}
          onSearch={(v) => setParams(v.trim() ? { serialNo: v.trim().toUpperCase() } : {})}
        />
        <div style={{ marginTop: 24 }}>
          {!serialNo ? null : answer.isLoading ? (
            <div style={{ textAlign: 'center' }}>
              <Spin />
            </div>
          ) : answer.isError ? (
            <Alert
              type="error"
              showIcon
              message={(answer.error as Error).message || '查验失败，请稍后重试'}
            />
          ) : answer.data ? (
            <VerifyResult answer={answer.data} />
          ) : null}
        </div>
      </Card>
    </div>
  );
}
