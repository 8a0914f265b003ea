import { DownloadOutlined, UploadOutlined } from '@ant-design/icons';
import type { PermissionCode } from '@ck/shared';
import { App, Button, Upload } from 'antd';
import { useState } from 'react';
import { HttpError } from '../../api/http-errors.ts';
import type { ImportResult } from '../../api/types.ts';
import { Can } from '../../components/can.tsx';
import { ImportResultModal } from './import-result-modal.tsx';

const isImportResult = (value: unknown): value is ImportResult =>
  typeof value === 'object' && value !== null && Array.isArray((value as ImportResult).errors);

/**
 * 导出 Excel / 导入 Excel of a hand-written page, each shown only with its permission; an import is
 * all or nothing and its refused rows are listed.
 */
export function ExcelTransferButtons({
  exportFile,
  importFile,
  exportCode,
  importCode,
  onImported,
}: {
  exportFile: () => Promise<unknown>;
  importFile: (file: File) => Promise<ImportResult>;
  exportCode: PermissionCode;
  importCode: PermissionCode;
  onImported: () => void;
}) {
  const { message } = App.useApp();
  const [busy, setBusy] = useState<'export' | 'import' | null>(null);
  const [outcome, setOutcome] = useState<{ result: ImportResult; failure?: string } | null>(null);

  const doExport = async () => {
    setBusy('export');
    try {
      await exportFile();
    } catch {
      // The client already showed the reason.
    } finally {
      setBusy(null);
    }
  };

  const doImport = async (file: File) => {
    setBusy('import');
    try {
      setOutcome({ result: await importFile(file) });
      onImported();
    } catch (error) {
      if (error instanceof HttpError && isImportResult(error.detail))
        setOutcome({ result: error.detail, failure: error.message });
      else message.error(error instanceof HttpError ? error.message : '导入失败');
    } finally {
      setBusy(null);
    }
  };

  return (
    <>
      <Can code={exportCode}>
        <Button icon={<DownloadOutlined />} loading={busy === 'export'} onClick={doExport}>
          导出 Excel
        </Button>
      </Can>
      <Can code={importCode}>
        <Upload
          accept=".xlsx"
          showUploadList={false}
          beforeUpload={(file) => {
            void doImport(file);
            return false;
          }}
        >
          <Button icon={<UploadOutlined />} loading={busy === 'import'}>
            导入 Excel
          </Button>
        </Upload>
      </Can>
      <ImportResultModal
        result={outcome?.result ?? null}
        failure={outcome?.failure}
        onClose={() => setOutcome(null)}
      />
    </>
  );
}
