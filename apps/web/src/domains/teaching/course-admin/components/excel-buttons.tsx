import { DownloadOutlined } from '@ant-design/icons';
import type { PermissionCode } from '@ck/shared';
import { Button } from 'antd';
import { useState } from 'react';
import { ExcelImportButton, useExcelImport } from '../../../../admin/crud/excel-import.tsx';
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

/** 导出 Excel and 导入 Excel, each behind its permission code; an import ends with its row report. */
export function ExcelButtons({
  exportCode,
  importCode,
  onExport,
  onImport,
  onImported,
  importable = true,
}: Props) {
  const [exporting, setExporting] = useState(false);
  const { importing, runImport, report } = useExcelImport(onImport, onImported);

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

  return (
    <>
      <Can code={exportCode}>
        <Button icon={<DownloadOutlined />} loading={exporting} onClick={runExport}>
          导出 Excel
        </Button>
      </Can>
      {importable && (
        <Can code={importCode}>
          <ExcelImportButton importing={importing} onFile={runImport} />
        </Can>
      )}
      {report}
    </>
  );
}
