import { PERMS } from '@ck/shared';
import { ExcelTransferButtons } from '../../../../admin/crud/excel-transfer-buttons.tsx';
import { exportCategories, importCategories } from '../../api/categories.ts';

/** 导出 Excel / 导入 Excel of the category tree; an import is all or nothing and reports its bad rows. */
export function CategoryTransferButtons({ onImported }: { onImported: () => void }) {
  return (
    <ExcelTransferButtons
      exportFile={exportCategories}
      importFile={importCategories}
      exportCode={PERMS.categoryTransfer.export}
      importCode={PERMS.categoryTransfer.import}
      onImported={onImported}
    />
  );
}
