import type { PermissionCode } from '@ck/shared';
import { Space } from 'antd';
import type { ImportResult } from '../../api/types.ts';
import { Can } from '../../components/can.tsx';
import { ExportButton } from '../../components/export-button.tsx';
import { ExcelImportButton, useExcelImport } from './excel-import.tsx';

interface Props {
  exportCode: PermissionCode;
  importCode: PermissionCode;
  onExport: () => Promise<unknown>;
  onImport: (file: File) => Promise<ImportResult>;
  onImported: () => void;
  /** False hides the import (e.g. units of a course the user may not change). */
  importable?: boolean;
  /** The files the import offers to pick; `.xlsx,.xls` unless told. */
  accept?: string;
}

/**
 * 导出 Excel and 导入 Excel of a hand-written page, each behind its permission code; an import is all or
 * nothing and ends with its row report.
 */
export function ExcelButtons({
  exportCode,
  importCode,
  onExport,
  onImport,
  onImported,
  importable = true,
  accept,
}: Props) {
  const { importing, runImport, report } = useExcelImport(onImport, onImported);

  return (
    // One Space keeps the gap between the two buttons inside a toolbar that lays out its children.
    <>
      <Space>
        <ExportButton code={exportCode} onExport={onExport} />
        {importable && (
          <Can code={importCode}>
            <ExcelImportButton importing={importing} onFile={runImport} accept={accept} />
          </Can>
        )}
      </Space>
      {report}
    </>
  );
}
