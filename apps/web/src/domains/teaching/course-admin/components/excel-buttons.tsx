import type { PermissionCode } from '@ck/shared';
import { ExcelImportButton, useExcelImport } from '../../../../admin/crud/excel-import.tsx';
import type { ImportResult } from '../../../../api/types.ts';
import { Can } from '../../../../components/can.tsx';
import { ExportButton } from '../../../../components/export-button.tsx';

interface Props {
  exportCode: PermissionCode;
  importCode: PermissionCode;
  onExport: () => Promise<void>;
  onImport: (file: File) => Promise<ImportResult>;
  onImported: () => void;
  /** False hides the import (e.g. units of a course the user may not change). */
  importable?: boolean;
}

/** 导出 Excel and 导入 Excel, each behind its permission code; an import ends with its row report. */
export function ExcelButtons({
  exportCode,
  importCode,
  onExport,
  onImport,
  onImported,
  importable = true,
}: Props) {
  const { importing, runImport, report } = useExcelImport(onImport, onImported);

  return (
    <>
      <ExportButton code={exportCode} onExport={onExport} />
      {importable && (
        <Can code={importCode}>
          <ExcelImportButton importing={importing} onFile={runImport} />
        </Can>
      )}
      {report}
    </>
  );
}
