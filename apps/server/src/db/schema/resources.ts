import { checkRuleResource, dictItemResource, dictResource, newsResource } from '@ck/shared';
import { resourceTable } from '../../crud/table.ts';

// One line per declared resource: drizzle-kit only sees tables exported by name.
export const sysDict = resourceTable(dictResource);
export const sysDictItem = resourceTable(dictItemResource);
export const teachingNews = resourceTable(newsResource);
export const sysCheckRule = resourceTable(checkRuleResource);
