import { DownloadOutlined } from '@ant-design/icons';
import type { PermissionCode } from '@ck/shared';
import { Button } from 'antd';
import { type ReactNode, useState } from 'react';
import { Can } from './can.tsx';

export interface ExportButtonProps {
  /** Shown only to users holding it. */
  code: PermissionCode;
  /** Downloads the file; a failure was already shown by the HTTP client. */
  onExport: () => Promise<unknown>;
  disabled?: boolean;
  children?: ReactNode;
}

/** A download button behind its permission, spinning while the file is prepared. */
export function ExportButton({ code, onExport, disabled, children = '导出 Excel' }: ExportButtonProps) {
  const [exporting, setExporting] = useState(false);
  const run = async () => {
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
    <Can code={code}>
      <Button icon={<DownloadOutlined />} loading={exporting} disabled={disabled} onClick={run}>
        {children}
      </Button>
    </Can>
  );
}
