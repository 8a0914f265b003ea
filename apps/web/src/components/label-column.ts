/**
 * The props of a horizontal form whose labels sit in a column `width` wide and whose fields take the
 * rest of the row, shrinking below their content rather than overflowing a narrow dialog.
 */
export const labelColumn = (width: string) => ({
  labelCol: { flex: width },
  wrapperCol: { flex: '1 1 0', style: { minWidth: 0 } },
});
