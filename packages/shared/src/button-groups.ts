// The button permissions of one page, built from its code prefix, its Chinese label and its actions.

/** The usual buttons of a back-office page and the word their names end in. */
const USUAL_WORDS = {
  list: '查询',
  add: '新增',
  edit: '编辑',
  delete: '删除',
  export: '导出',
  import: '导入',
} as const;
type UsualWords = typeof USUAL_WORDS;

/** Each action's entry: code `<prefix>:<action>`, named by `names` or else `<label><usual word>`. */
export type ButtonGroup<P extends string, L extends string, A extends string, N> = {
  readonly [K in A]: {
    readonly code: `${P}:${K}`;
    readonly name: K extends keyof N ? N[K] : K extends keyof UsualWords ? `${L}${UsualWords[K]}` : never;
  };
};

/**
 * The buttons `<prefix>:<action>` of a page in the order of `actions`, e.g. `buttonGroup('system:role', '角色',
 * ['list', 'permission'], { permission: '角色授权' })` holds `system:role:list` 角色查询 and
 * `system:role:permission` 角色授权. An action other than the usual ones needs its name in `names`.
 */
export function buttonGroup<
  const P extends string,
  const L extends string,
  const A extends string,
  // biome-ignore lint/complexity/noBannedTypes: no names given, every action is a usual one
  const N extends Partial<Record<A, string>> = {},
>(
  prefix: P,
  label: L,
  actions: readonly A[],
  names?: N & Record<Exclude<A, keyof UsualWords>, string>,
): ButtonGroup<P, L, A, N> {
  const named: Partial<Record<string, string>> = names ?? {};
  const entries = actions.map((action) => {
    const name = named[action] ?? `${label}${USUAL_WORDS[action as keyof UsualWords]}`;
    return [action, { code: `${prefix}:${action}`, name }];
  });
  // Object.fromEntries cannot keep the keys' types; the mapped type says what it builds.
  return Object.fromEntries(entries) as ButtonGroup<P, L, A, N>;
}
