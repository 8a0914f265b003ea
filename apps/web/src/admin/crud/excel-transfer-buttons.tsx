import { DownloadOutlined } from '@ant-design/icons';
import type { PermissionCode } from '@ck/shared';
import { Button } from 'antd';
import { useState } from 'react';
import type { ImportResult } from '../../api/types.ts';
import { Can } from '../../components/can.tsx';
import { ExcelImportButton, useExcelImport } from './excel-import.tsx';

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
  const [exporting, setExporting] = useState(false);
  const { importing, runImport, report } = useExcelImport(importFile, onImported);

  const doExport = async () => {
    setExporting(true);
    try {
      await exportFile();
    } catch {
      // The client already showed the reason.
    } finally {
      setExporting(false);
    }
  };

  return (
    <>
      <Can code={exportCode}>
        <Button icon={<DownloadOutlined />} loading={exporting} onClick={doExport}>
          导出 Excel
        </Button>
      </Can>
      <Can code={importCode}>
        <ExcelImportButton importing={importing} onFile={runImport} accept=".xlsx" />
      </Can>
      {report}
    </>
  );
}
