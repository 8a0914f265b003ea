import { UploadOutlined } from '@ant-design/icons';
import { App, Button, Upload } from 'antd';
import { type ReactNode, useState } from 'react';
import { HttpError } from '../../api/http-errors.ts';
import type { ImportResult } from '../../api/types.ts';
import { ImportResultModal } from './import-result-modal.tsx';

const isImportResult = (value: unknown): value is ImportResult =>
  typeof value === 'object' &&
  value !== null &&
  'total' in value &&
  Array.isArray((value as ImportResult).errors);

/**
 * An Excel import and its row report: `runImport` sends the file, `report` is the dialog listing the rows
 * (also for a refused import, so the user sees what to fix); other failures show as a toast.
 */
export function useExcelImport(
  importFile: (file: File) => Promise<ImportResult>,
  onImported: () => void,
): { importing: boolean; runImport: (file: File) => Promise<void>; report: ReactNode } {
  const { message } = App.useApp();
  const [importing, setImporting] = useState(false);
  const [result, setResult] = useState<{ result: ImportResult; failure?: string } | null>(null);
  const runImport = async (file: File) => {
    setImporting(true);
    try {
      setResult({ result: await importFile(file) });
      onImported();
    } catch (error) {
      if (error instanceof HttpError && isImportResult(error.detail))
        setResult({ result: error.detail, failure: error.message });
      else message.error(error instanceof HttpError ? error.message : '导入失败');
    } finally {
      setImporting(false);
    }
  };
  const report = (
    <ImportResultModal
      result={result?.result ?? null}
      failure={result?.failure}
      onClose={() => setResult(null)}
    />
  );
  return { importing, runImport, report };
}

/** The 导入 Excel button: picks a workbook and hands it over without uploading it itself. */
export function ExcelImportButton({
  importing,
  onFile,
  accept = '.xlsx,.xls',
}: {
  importing: boolean;
  onFile: (file: File) => unknown;
  accept?: string;
}) {
  return (
    <Upload
      accept={accept}
      showUploadList={false}
      beforeUpload={(file) => {
        void onFile(file);
        return false;
      }}
    >
      <Button icon={<UploadOutlined />} loading={importing}>
        导入 Excel
      </Button>
    </Upload>
  );
}
