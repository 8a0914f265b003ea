import { checkRuleResource } from '@ck/shared';
import { resourceTable } from '../../crud/table.ts';

// Tables of the declared resources this domain serves; drizzle-kit sees them through db/schema/index.ts.
export const sysCheckRule = resourceTable(checkRuleResource);
