import { DeleteOutlined, DownloadOutlined, PlusOutlined, UploadOutlined } from '@ant-design/icons';
import {
  type PermissionCode,
  type ResourceDef,
  type ResourceOperation,
  resourceOperations,
  resourcePermission,
} from '@ck/shared';
import { App, Button, Space, Upload } from 'antd';
import { type ReactNode, useState } from 'react';
import type { Params } from '../../api/client.ts';
import { HttpError } from '../../api/http-errors.ts';
import type { ImportResult } from '../../api/types.ts';
import { Can } from '../../components/can.tsx';
import { ImportResultModal } from './import-result-modal.tsx';
import { exportResource, importResource } from './resource-api.ts';

function isImportResult(value: unknown): value is ImportResult {
  return (
    typeof value === 'object' &&
    value !== null &&
    'total' in value &&
    Array.isArray((value as ImportResult).errors)
  );
}

interface ResourceToolbarProps {
  def: ResourceDef;
  selectedCount: number;
  /** The current filters, exported as they are. */
  filters: Params;
  onAdd: () => void;
  onBatchDelete: () => void;
  onImported: () => void;
  extra?: ReactNode;
}

/** 新增, 导出 Excel, 导入 Excel and 批量删除, each behind its permission code. */

// The page serves declared resources only, whose codes the catalogue type lists by name.
const codeOf = (def: ResourceDef, action: ResourceOperation) =>
  resourcePermission(def, action) as PermissionCode;
export function ResourceToolbar({
  def,
  selectedCount,
  filters,
  onAdd,
  onBatchDelete,
  onImported,
  extra,
}: ResourceToolbarProps) {
  const { message } = App.useApp();
  const ops = resourceOperations(def);
  const [exporting, setExporting] = useState(false);
  const [importing, setImporting] = useState(false);
  const [result, setResult] = useState<{ result: ImportResult; failure?: string } | null>(null);

  const doExport = async () => {
    setExporting(true);
    try {
      await exportResource(def, filters);
    } catch {
      // The client already showed the reason.
    } finally {
      setExporting(false);
    }
  };

  const doImport = async (file: File) => {
    setImporting(true);
    try {
      const answer = await importResource(def, file);
      setResult({ result: answer });
      onImported();
    } catch (error) {
      // A refused import still reports its rows, so the user sees what to fix.
      if (error instanceof HttpError && isImportResult(error.detail)) {
        setResult({ result: error.detail, failure: error.message });
      } else message.error(error instanceof HttpError ? error.message : '导入失败');
    } finally {
      setImporting(false);
    }
  };

  return (
    <Space wrap style={{ marginBottom: 16 }}>
      {ops.includes('add') && (
        <Can code={codeOf(def, 'add')}>
          <Button type="primary" icon={<PlusOutlined />} onClick={onAdd}>
            新增
          </Button>
        </Can>
      )}
      {ops.includes('export') && (
        <Can code={codeOf(def, 'export')}>
          <Button icon={<DownloadOutlined />} loading={exporting} onClick={doExport}>
            导出 Excel
          </Button>
        </Can>
      )}
      {ops.includes('import') && (
        <Can code={codeOf(def, 'import')}>
          <Upload
            accept=".xlsx,.xls"
            showUploadList={false}
            beforeUpload={(file) => {
              void doImport(file);
              return false;
            }}
          >
            <Button icon={<UploadOutlined />} loading={importing}>
              导入 Excel
            </Button>
          </Upload>
        </Can>
      )}
      {ops.includes('delete') && (
        <Can code={codeOf(def, 'delete')}>
          <Button danger icon={<DeleteOutlined />} disabled={!selectedCount} onClick={onBatchDelete}>
            批量删除{selectedCount ? `（${selectedCount}）` : ''}
          </Button>
        </Can>
      )}
      {extra}
      <ImportResultModal
        result={result?.result ?? null}
        failure={result?.failure}
        onClose={() => setResult(null)}
      />
    </Space>
  );
}
