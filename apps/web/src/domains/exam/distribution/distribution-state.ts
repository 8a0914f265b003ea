import type { DepartNode, PaperCopyResult } from '@ck/shared';

/** A school to push to: an organisation node (orgCategory 1) of the department tree. */
export interface SchoolOption {
  value: string;
  /** The school's name, with the organisations above it when it is nested: "总部 / 一中". */
  label: string;
}

/** Every organisation node of the tree, in tree order, labelled with the organisations above it. */
export function schoolOptions(nodes: readonly DepartNode[], above: string[] = []): SchoolOption[] {
  return nodes.flatMap((n) => {
    const isSchool = n.orgCategory === '1';
    const path = isSchool ? [...above, n.departName] : above;
    const self = isSchool ? [{ value: n.id, label: path.join(' / ') }] : [];
    return [...self, ...schoolOptions(n.children ?? [], path)];
  });
}

/** Tenant ids typed by a platform administrator: trimmed, distinct, blanks dropped. */
export function tenantIdsOf(values: readonly string[]): string[] {
  return [
    ...new Set(
      values
        .flatMap((v) => v.split(/[\s,，]+/))
        .map((v) => v.trim())
        .filter(Boolean),
    ),
  ];
}

/** One line of a push / pull / clone result, with names where the page knows them. */
export interface CopyRow {
  key: string;
  paperId: string;
  sourceName: string;
  targetName: string;
}

/**
 * The result list: the source paper's name (from the rows the user chose) and the target's (a school
 * name; tenant ids and other labels as the server sent them).
 */
export function copyRows(
  result: PaperCopyResult,
  paperNames: ReadonlyMap<string, string>,
  targetNames: ReadonlyMap<string, string> = new Map(),
): CopyRow[] {
  return result.papers.map((p, i) => ({
    key: `${p.paperId}-${i}`,
    paperId: p.paperId,
    sourceName: paperNames.get(p.sourceId) ?? p.sourceId,
    targetName: targetNames.get(p.target) ?? p.target,
  }));
}
