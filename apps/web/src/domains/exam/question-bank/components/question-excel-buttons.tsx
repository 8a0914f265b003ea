import { DownloadOutlined, FileExcelOutlined, UploadOutlined } from '@ant-design/icons';
import { App, Button, Tooltip, Upload } from 'antd';
import { useState } from 'react';
import { useExcelImport } from '../../../../admin/crud/excel-import.tsx';
import type { Params } from '../../../../api/client.ts';
import { Can } from '../../../../components/can.tsx';
import { questionApi } from '../api.ts';

const MAX_IMPORT = 10 * 1024 * 1024;

const IMPORT_HELP =
  '按模板填写：题型写名称，分类写名称（重名时写路径），答案写字母或对/错；填空题各空用 ; 分隔，同一空的多个答案用 | 分隔。有错误的行会列出，整份文件都不会导入。';

interface Props {
  /** The list's filters: the export holds what the list shows. */
  filters: Params;
  onImported: () => void;
}

/** 导入 (an xlsx of the template, then its row report), 下载模板 and 导出, each behind its permission. */
export function QuestionExcelButtons({ filters, onImported }: Props) {
  const { message } = App.useApp();
  const [busy, setBusy] = useState<'export' | 'template' | null>(null);
  const { importing, runImport: sendImport, report } = useExcelImport(questionApi.importXls, onImported);

  const run = async (kind: 'export' | 'template', action: () => Promise<void>) => {
    setBusy(kind);
    try {
      await action();
    } catch {
      // The client already showed the reason.
    } finally {
      setBusy(null);
    }
  };
  const runImport = async (file: File) => {
    if (!/\.xlsx$/i.test(file.name)) {
      message.error('请选择 .xlsx 格式的 Excel 文件（可以先下载模板）');
      return;
    }
    if (file.size > MAX_IMPORT) {
      message.error('文件不能超过 10 MB');
      return;
    }
    await sendImport(file);
  };

  return (
    <>
      <Can code="teaching:question:import">
        <Upload
          accept=".xlsx"
          showUploadList={false}
          beforeUpload={(file) => {
            void runImport(file);
            return false;
          }}
        >
          <Tooltip title={IMPORT_HELP}>
            <Button icon={<UploadOutlined />} loading={importing}>
              导入
            </Button>
          </Tooltip>
        </Upload>
        <Button
          icon={<FileExcelOutlined />}
          loading={busy === 'template'}
          onClick={() => void run('template', questionApi.template)}
        >
          下载模板
        </Button>
      </Can>
      <Can code="teaching:question:export">
        <Button
          icon={<DownloadOutlined />}
          loading={busy === 'export'}
          onClick={() => void run('export', () => questionApi.exportXls(filters))}
        >
          导出
        </Button>
      </Can>
      {report}
    </>
  );
}
