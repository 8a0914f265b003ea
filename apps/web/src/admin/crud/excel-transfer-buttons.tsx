import type { PermissionCode } from '@ck/shared';
import type { ImportResult } from '../../api/types.ts';
import { Can } from '../../components/can.tsx';
import { ExportButton } from '../../components/export-button.tsx';
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
  const { importing, runImport, report } = useExcelImport(importFile, onImported);

  return (
    <>
      <ExportButton code={exportCode} onExport={exportFile} />
      <Can code={importCode}>
        <ExcelImportButton importing={importing} onFile={runImport} accept=".xlsx" />
      </Can>
      {report}
    </>
  );
}
