import { SafetyCertificateOutlined } from '@ant-design/icons';
import type { MyCert } from '@ck/shared';
import { useQuery } from '@tanstack/react-query';
import { Card, Col, Empty, Row, Skeleton, Typography } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router';
import { useDocumentTitle } from '../../../../app/use-document-title.ts';
import { fileUrl } from '../../../../components/file-url.ts';
import { LoadError } from '../../../../components/load-error.tsx';
import { useBrand } from '../../../../hooks/use-sys-config.ts';
import { fetchMyCerts, MY_CERTS_KEY } from '../api.ts';
import { fitScale, formatIssueDate } from '../cert-layout.ts';
import { CertSurface } from '../components/cert-surface.tsx';
import { CertViewModal } from '../components/cert-view-modal.tsx';
import { useBoxWidth } from '../components/use-box-width.ts';

const THUMB_HEIGHT = 220;

/** A certificate scaled to the width of its card. */
function CertThumb({ cert, backgroundUrl }: { cert: MyCert; backgroundUrl?: string }) {
  const box = useBoxWidth<HTMLDivElement>();
  const scale = fitScale(cert.layout, box.width, THUMB_HEIGHT);
  return (
    <div
      ref={box.ref}
      style={{
        display: 'flex',
        justifyContent: 'center',
        boxSizing: 'border-box',
        background: '#fafafa',
        padding: 12,
        pointerEvents: 'none',
      }}
    >
      {scale > 0 && (
        <CertSurface layout={cert.layout} values={cert.values} backgroundUrl={backgroundUrl} scale={scale} />
      )}
    </div>
  );
}

/** `/home-page/cert`: the signed-in learner's certificates as cards; one opens drawn and downloadable. */
export function MyCertPage() {
  useDocumentTitle('我的证书');
  const { config } = useBrand();
  const [open, setOpen] = useState<MyCert | null>(null);
  const certs = useQuery({ queryKey: MY_CERTS_KEY, queryFn: fetchMyCerts });

  return (
    <Card
      title="我的证书"
      extra={
        <Link to="/home-page/certVerify">
          <SafetyCertificateOutlined /> 证书查验
        </Link>
      }
    >
      {certs.isLoading ? (
        <Skeleton active />
      ) : certs.isError ? (
        <LoadError what="证书" onRetry={() => certs.refetch()} />
      ) : !certs.data?.length ? (
        <Empty description="还没有证书，学完课程的全部单元即可获得结业证书" />
      ) : (
        <Row gutter={[16, 16]}>
          {certs.data.map((c) => {
            return (
              <Col key={c.id} xs={24} sm={12} lg={8}>
                <Card
                  hoverable
                  onClick={() => setOpen(c)}
                  cover={
                    <CertThumb cert={c} backgroundUrl={fileUrl(c.layout.background ?? undefined, config)} />
                  }
                >
                  <Card.Meta
                    title={c.certName}
                    description={
                      <>
                        {c.courseName && <div>{c.courseName}</div>}
                        <Typography.Text type="secondary">
                          {formatIssueDate(c.issueDate)} · {c.serialNo}
                        </Typography.Text>
                      </>
                    }
                  />
                </Card>
              </Col>
            );
          })}
        </Row>
      )}
      <CertViewModal cert={open} onClose={() => setOpen(null)} />
    </Card>
  );
}
