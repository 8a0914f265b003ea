import { DeleteOutlined } from '@ant-design/icons';
import {
  type PermissionCode,
  type ResourceDef,
  type ResourceOperation,
  resourceOperations,
  resourcePermission,
} from '@ck/shared';
import { Button, Space } from 'antd';
import type { ReactNode } from 'react';
import type { Params } from '../../api/client.ts';
import { AddButton } from '../../components/add-button.tsx';
import { Can } from '../../components/can.tsx';
import { ExportButton } from '../../components/export-button.tsx';
import { ExcelImportButton, useExcelImport } from './excel-import.tsx';
import { exportResource, importResource } from './resource-api.ts';

interface ResourceToolbarProps {
  def: ResourceDef;
  selectedCount: number;
  /** The current filters, exported as they are. */
  filters: Params;
  onAdd: () => void;
  onBatchDelete: () => void;
  onImported: () => void;
  extra?: ReactNode;
}

/** 新增, 导出 Excel, 导入 Excel and 批量删除, each behind its permission code. */

// The page serves declared resources only, whose codes the catalogue type lists by name.
const codeOf = (def: ResourceDef, action: ResourceOperation) =>
  resourcePermission(def, action) as PermissionCode;
export function ResourceToolbar({
  def,
  selectedCount,
  filters,
  onAdd,
  onBatchDelete,
  onImported,
  extra,
}: ResourceToolbarProps) {
  const ops = resourceOperations(def);
  const { importing, runImport, report } = useExcelImport((file) => importResource(def, file), onImported);

  return (
    <Space wrap style={{ marginBottom: 16 }}>
      {ops.includes('add') && (
        <AddButton code={codeOf(def, 'add')} onClick={onAdd}>
          新增
        </AddButton>
      )}
      {ops.includes('export') && (
        <ExportButton code={codeOf(def, 'export')} onExport={() => exportResource(def, filters)} />
      )}
      {ops.includes('import') && (
        <Can code={codeOf(def, 'import')}>
          <ExcelImportButton importing={importing} onFile={runImport} />
        </Can>
      )}
      {ops.includes('delete') && (
        <Can code={codeOf(def, 'delete')}>
          <Button danger icon={<DeleteOutlined />} disabled={!selectedCount} onClick={onBatchDelete}>
            批量删除{selectedCount ? `（${selectedCount}）` : ''}
          </Button>
        </Can>
      )}
      {extra}
      {report}
    </Space>
  );
}
