import { FileOutlined, FilePdfOutlined } from '@ant-design/icons';
import { Button, Collapse, Space } from 'antd';
import { Suspense } from 'react';
import type { SysConfig } from '../../../../api/types.ts';
import { lazyNamed } from '../../../../app/lazy-page.ts';
import { PageLoading } from '../../../../components/page-loading.tsx';
import { displayName, downloadUrl, extensionOf, splitFiles, unitFileUrl } from './unit-files.ts';

const PdfViewer = lazyNamed(() => import('../../../../components/pdf-viewer/pdf-viewer.tsx'), 'PdfViewer');

/** Course materials: PDFs shown in the page, other files (PPT, DOC ...) as downloads. */
export function UnitMaterials({ files, config }: { files: string | null; config?: SysConfig }) {
  const list = splitFiles(files)
    .map((path) => ({ path, url: unitFileUrl(path, config), name: displayName(path) }))
    .filter((f): f is { path: string; url: string; name: string } => !!f.url);
  const pdfs = list.filter((f) => extensionOf(f.path) === 'pdf');
  const others = list.filter((f) => extensionOf(f.path) !== 'pdf');
  return (
    <Space direction="vertical" style={{ width: '100%' }}>
      {pdfs.length > 0 && (
        <Collapse
          defaultActiveKey={[pdfs[0].path]}
          items={pdfs.map((f) => ({
            key: f.path,
            label: (
              <span>
                <FilePdfOutlined style={{ color: '#f5222d' }} /> {f.name}
              </span>
            ),
            children: (
              <Suspense fallback={<PageLoading tip="正在打开 PDF…" />}>
                <PdfViewer src={f.url} title={f.name} />
              </Suspense>
            ),
          }))}
        />
      )}
      {others.length > 0 && (
        <Space wrap>
          {others.map((f) => (
            <Button key={f.path} icon={<FileOutlined />} href={downloadUrl(f.url)} download={f.name}>
              {f.name}
            </Button>
          ))}
        </Space>
      )}
    </Space>
  );
}
