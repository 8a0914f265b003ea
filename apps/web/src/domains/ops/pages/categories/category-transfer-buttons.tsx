import { PERMS } from '@ck/shared';
import { ExcelButtons } from '../../../../admin/crud/excel-buttons.tsx';
import { exportCategories, importCategories } from '../../api/categories.ts';

/** 导出 Excel / 导入 Excel of the category tree; an import is all or nothing and reports its bad rows. */
export function CategoryTransferButtons({ onImported }: { onImported: () => void }) {
  return (
    <ExcelButtons
      onExport={exportCategories}
      onImport={importCategories}
      exportCode={PERMS.categoryTransfer.export}
      importCode={PERMS.categoryTransfer.import}
      onImported={onImported}
      accept=".xlsx"
    />
  );
}
