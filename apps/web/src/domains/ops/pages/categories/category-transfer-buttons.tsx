import { DownloadOutlined, UploadOutlined } from '@ant-design/icons';
import { PERMS } from '@ck/shared';
import { App, Button, Upload } from 'antd';
import { useState } from 'react';
import { ImportResultModal } from '../../../../admin/crud/import-result-modal.tsx';
import { HttpError } from '../../../../api/http-errors.ts';
import type { ImportResult } from '../../../../api/types.ts';
import { Can } from '../../../../components/can.tsx';
import { exportCategories, importCategories } from '../../api/categories.ts';

const isImportResult = (value: unknown): value is ImportResult =>
  typeof value === 'object' && value !== null && Array.isArray((value as ImportResult).errors);

/** 导出 Excel / 导入 Excel of the category tree; an import is all or nothing and reports its bad rows. */
export function CategoryTransferButtons({ onImported }: { onImported: () => void }) {
  const { message } = App.useApp();
  const [busy, setBusy] = useState<'export' | 'import' | null>(null);
  const [outcome, setOutcome] = useState<{ result: ImportResult; failure?: string } | null>(null);

  const doExport = async () => {
    setBusy('export');
    try {
      await exportCategories();
    } catch {
      // The client already showed the reason.
    } finally {
      setBusy(null);
    }
  };

  const doImport = async (file: File) => {
    setBusy('import');
    try {
      setOutcome({ result: await importCategories(file) });
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
      <Can code={PERMS.categoryTransfer.export}>
        <Button icon={<DownloadOutlined />} loading={busy === 'export'} onClick={doExport}>
          导出 Excel
        </Button>
      </Can>
      <Can code={PERMS.categoryTransfer.import}>
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
