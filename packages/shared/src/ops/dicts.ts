import { z } from 'zod';

/** `dict/deleteItemByText?dictCode=&text=`: the dictionary select tag deletes an item by what it shows. */
export const dictItemTextQuery = z.object({
  dictCode: z.string({ error: '请提供字典编码' }).trim().min(1, '请提供字典编码').max(100),
  text: z.string({ error: '请提供字典项名称' }).trim().min(1, '请提供字典项名称').max(100),
});
export type DictItemTextQuery = z.infer<typeof dictItemTextQuery>;
