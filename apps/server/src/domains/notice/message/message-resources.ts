import { messageLogResource, messageTemplateResource } from '@ck/shared';
import type { ResourceMount } from '../../../crud/resource-model.ts';
import { resourceTable } from '../../../crud/table.ts';
import { messageTemplateHooks } from './template-hooks.ts';

// Both lists are declared resources (drizzle-kit sees the tables through db/schema/index.ts); their
// menus are the notice domain's, so the template page can carry the 发送测试 button.
export const sysMessageTemplate = resourceTable(messageTemplateResource);
export const sysMessage = resourceTable(messageLogResource);

export const messageResources: ResourceMount[] = [
  { def: messageTemplateResource, table: sysMessageTemplate, hooks: messageTemplateHooks },
  { def: messageLogResource, table: sysMessage },
];
