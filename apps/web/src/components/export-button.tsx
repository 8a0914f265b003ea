import { DownloadOutlined } from '@ant-design/icons';
import type { PermissionCode } from '@ck/shared';
import { Button } from 'antd';
import type { ReactNode } from 'react';
import { useBusyRun } from '../hooks/use-busy-run.ts';
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
  const { busy, run } = useBusyRun();
  return (
    <Can code={code}>
      <Button icon={<DownloadOutlined />} loading={busy} disabled={disabled} onClick={() => run(onExport)}>
        {children}
      </Button>
    </Can>
  );
}
