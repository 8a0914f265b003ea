import { dictItemResource, dictResource } from '@ck/shared';
import { resourceTable } from '../../crud/table.ts';

// Dictionaries are read by every layer (`_dictText`, the login answer); ops mounts their admin pages.
export const sysDict = resourceTable(dictResource);
export const sysDictItem = resourceTable(dictItemResource);
