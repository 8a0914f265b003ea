import { DownloadOutlined, UploadOutlined } from '@ant-design/icons';
import type { PermissionCode } from '@ck/shared';
import { App, Button, Upload } from 'antd';
import { useState } from 'react';
import { ImportResultModal } from '../../../../admin/crud/import-result-modal.tsx';
import { HttpError } from '../../../../api/http-errors.ts';
import type { ImportResult } from '../../../../api/types.ts';
import { Can } from '../../../../components/can.tsx';

interface Props {
  exportCode: PermissionCode;
  importCode: PermissionCode;
  onExport: () => Promise<void>;
  onImport: (file: File) => Promise<ImportResult>;
  onImported: () => void;
  /** False hides the import (e.g. units of a course the user may not change). */
  importable?: boolean;
}

const isImportResult = (v: unknown): v is ImportResult =>
  typeof v === 'object' && v !== null && 'total' in v && Array.isArray((v as ImportResult).errors);

/** 导出 Excel and 导入 Excel, each behind its permission code; an import ends with its row report. */
export function ExcelButtons({
  exportCode,
  importCode,
  onExport,
  onImport,
  onImported,
  importable = true,
}: Props) {
  const { message } = App.useApp();
  const [exporting, setExporting] = useState(false);
  const [importing, setImporting] = useState(false);
  const [result, setResult] = useState<{ result: ImportResult; failure?: string } | null>(null);

  const runExport = async () => {
    setExporting(true);
    try {
      await onExport();
    } catch {
      // The client already showed the reason.
    } finally {
      setExporting(false);
    }
  };
  const runImport = async (file: File) => {
    setImporting(true);
    try {
      setResult({ result: await onImport(file) });
      onImported();
    } catch (error) {
      // A refused import still reports its rows, so the user sees what to fix.
      if (error instanceof HttpError && isImportResult(error.detail))
        setResult({ result: error.detail, failure: error.message });
      else message.error(error instanceof HttpError ? error.message : '导入失败');
    } finally {
      setImporting(false);
    }
  };

  return (
    <>
      <Can code={exportCode}>
        <Button icon={<DownloadOutlined />} loading={exporting} onClick={runExport}>
          导出 Excel
        </Button>
      </Can>
      {importable && (
        <Can code={importCode}>
          <Upload
            accept=".xlsx,.xls"
            showUploadList={false}
            beforeUpload={(file) => {
              void runImport(file);
              return false;
            }}
          >
            <Button icon={<UploadOutlined />} loading={importing}>
              导入 Excel
            </Button>
          </Upload>
        </Can>
      )}
      <ImportResultModal
        result={result?.result ?? null}
        failure={result?.failure}
        onClose={() => setResult(null)}
      />
    </>
  );
}
