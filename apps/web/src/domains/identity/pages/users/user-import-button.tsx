import { UploadOutlined } from '@ant-design/icons';
import type { UserImportFailure } from '@ck/shared';
import { App, Button, Typography, Upload } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { ImportResultModal } from '../../../../admin/crud/import-result-modal.tsx';
import { HttpError } from '../../../../api/http-errors.ts';
import { fetchUserImportProgress, uploadUserImport } from '../../api/user-import.ts';
import { type ImportStage, UserImportProgressModal } from './user-import-progress.tsx';

const POLL_MS = 500;
/** How long the dialog shows 完成 with the outcome before the result takes its place. */
const DONE_HOLD_MS = 1200;

/** A random id for one import; `crypto.randomUUID` needs HTTPS, `getRandomValues` does not. */
function newImportId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

const sleep = (ms: number) => new Promise((resolve) => window.setTimeout(resolve, ms));

/** 导入 of the user list: uploads the sheet and shows the upload, then the server's phases, as they happen. */
export function UserImportButton({ onImported }: { onImported: () => void }) {
  const { message, modal } = App.useApp();
  const [stage, setStage] = useState<ImportStage | null>(null);
  const [imported, setImported] = useState<{ result: UserImportFailure; failure?: string } | null>(null);
  // The import being polled; cleared when it ends or the page goes away.
  const running = useRef<string | null>(null);
  useEffect(
    () => () => {
      running.current = null;
    },
    [],
  );

  const poll = async (importId: string) => {
    while (running.current === importId) {
      await sleep(POLL_MS);
      if (running.current !== importId) return;
      try {
        const server = await fetchUserImportProgress(importId);
        if (server && running.current === importId) setStage((s) => (s ? { ...s, server } : s));
      } catch {
        // A failed poll leaves the last state on screen; the upload's own answer decides the outcome.
      }
    }
  };

  const importFile = async (file: File) => {
    const importId = newImportId();
    running.current = importId;
    setStage({ uploaded: 0, server: null });
    void poll(importId);
    // Stops polling and shows the outcome at 完成 for a moment, so that the last step is seen.
    const showDone = async (success: boolean, text: string) => {
      running.current = null;
      setStage((s) => (s ? { ...s, uploaded: 1, outcome: { success, text } } : s));
      await sleep(DONE_HOLD_MS);
    };
    try {
      const result = await uploadUserImport(file, importId, (loaded, total) =>
        setStage((s) => (s ? { ...s, uploaded: total ? loaded / total : 0 } : s)),
      );
      await showDone(true, `导入成功，共 ${result.success} 个用户`);
      setImported({ result });
      if (result.initialPassword)
        modal.info({
          title: '导入成功',
          content: (
            <div>
              未填写密码的用户初始密码为（只显示这一次）：
              <Typography.Paragraph copyable strong>
                {result.initialPassword}
              </Typography.Paragraph>
            </div>
          ),
        });
      onImported();
    } catch (err) {
      const text = err instanceof HttpError ? err.message : '导入失败';
      await showDone(false, text);
      const result =
        err instanceof HttpError ? (err.detail as UserImportFailure | null | undefined) : undefined;
      if (result?.errors) setImported({ result, failure: text });
      else message.error(text);
    } finally {
      running.current = null;
      setStage(null);
    }
  };

  return (
    <>
      <Upload
        accept=".xlsx"
        showUploadList={false}
        disabled={!!stage}
        beforeUpload={(file) => {
          void importFile(file);
          return false;
        }}
      >
        <Button icon={<UploadOutlined />} loading={!!stage}>
          导入
        </Button>
      </Upload>
      <UserImportProgressModal stage={stage} />
      <ImportResultModal
        result={imported?.result ?? null}
        failure={imported?.failure}
        onClose={() => setImported(null)}
      />
    </>
  );
}
