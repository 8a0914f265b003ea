import type { ClassCode, DepartNode } from '@ck/shared';
import { departOptions, type TreeOption } from './course-form.ts';

/**
 * The classes a user may authorise courses to, under their schools: the department tree cut down to
 * the branches holding a managed class, only classes selectable. Managed classes the tree does not
 * hold are listed at the end.
 */
export function managedClassTree(tree: readonly DepartNode[], managed: readonly ClassCode[]): TreeOption[] {
  const ids = new Set(managed.map((c) => c.departId));
  const prune = (nodes: TreeOption[]): TreeOption[] =>
    nodes.flatMap((n) => {
      const kids = prune(n.children ?? []);
      const choosable = n.selectable !== false && ids.has(n.value);
      if (!choosable && !kids.length) return [];
      const { children: _, ...own } = n;
      return [
        { ...own, ...(choosable ? {} : { selectable: false }), ...(kids.length ? { children: kids } : {}) },
      ];
    });
  const pruned = prune(departOptions(tree, true));
  const seen = new Set<string>();
  const walk = (nodes: TreeOption[]) => {
    for (const n of nodes) {
      seen.add(n.value);
      walk(n.children ?? []);
    }
  };
  walk(pruned);
  const rest = managed
    .filter((c) => !seen.has(c.departId))
    .map((c) => ({ value: c.departId, title: c.departName }));
  return [...pruned, ...rest];
}

/** Values of the tree in order: the first class is chosen when the page opens. */
export function firstClassOf(tree: readonly TreeOption[]): TreeOption | undefined {
  for (const n of tree) {
    if (n.selectable !== false) return n;
    const inner = firstClassOf(n.children ?? []);
    if (inner) return inner;
  }
  return undefined;
}

/** Whether a class already sees the course (`openTime` empty or passed), as the table shows it. */
export function openState(openTime: string | null, now: Date): { open: boolean; text: string } {
  if (!openTime) return { open: true, text: '已开放' };
  const at = new Date(openTime.replace(' ', 'T'));
  if (Number.isNaN(at.getTime())) return { open: true, text: '已开放' };
  const ms = at.getTime() - now.getTime();
  if (ms <= 0) return { open: true, text: '已开放' };
  const days = Math.floor(ms / 86_400_000);
  const hours = Math.floor(ms / 3_600_000);
  const minutes = Math.max(1, Math.ceil(ms / 60_000));
  return {
    open: false,
    text: days >= 1 ? `${days} 天后开放` : hours >= 1 ? `${hours} 小时后开放` : `${minutes} 分钟后开放`,
  };
}
