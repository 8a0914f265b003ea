import { aiPromptResource } from '@ck/shared';
import type { ResourceMount } from '../../crud/resource-model.ts';
import { resourceTable } from '../../crud/table.ts';
import { aiPromptHooks } from './prompts/prompt-hooks.ts';

// Each declared resource's table (drizzle-kit sees it through db/schema/index.ts) and its mount.
export const teachingAiPrompt = resourceTable(aiPromptResource);

/** The business prompts are a declared resource: list, add, edit, delete, export and import for free. */
export const aiResources: ResourceMount[] = [
  {
    def: aiPromptResource,
    table: teachingAiPrompt,
    hooks: aiPromptHooks,
    menu: {
      parent: 'menu-ai',
      id: 'menu-ai-prompt',
      name: 'AI 提示词',
      url: '/ai/aiPrompt',
      icon: 'MessageOutlined',
      sortNo: 20,
      keepAlive: true,
      roles: ['admin'],
    },
  },
];
