/** Works codes and their Chinese labels (REFERENCE.md §5); the dictionaries of the same names hold them too. */

/** Dict `work_type`. C++ (5) matches the homework type of a unit (`course_work_type`). */
export const WORK_TYPES = {
  0: '文件',
  1: 'Scratch2',
  2: 'Scratch3',
  3: 'ScratchJr',
  4: 'Python',
  5: 'C++',
  10: 'Blockly',
} as const;

/** Dict `work_status`: a work moves up this list; 3 and 4 make it public. */
export const WORK_STATUSES = {
  0: '已保存',
  1: '已提交',
  2: '已批改',
  3: '首页展示',
  4: '精选',
} as const;

/** Dict `work_scene`: where a work was made. */
export const WORK_SCENES = {
  create: '自由创作',
  course: '课程作业',
  additional: '额外作业',
  exam: '考试',
} as const;

/** Dict `additional_work_status`: extra homework is drafted, then published to classes, then closed. */
export const ADDITIONAL_WORK_STATUSES = { 0: '草稿', 1: '已发布', 2: '已关闭' } as const;

/** Dict `scratch_asset_type`: the four libraries of the Scratch editor. */
export const SCRATCH_ASSET_TYPES = { 1: '角色', 2: '造型', 3: '背景', 4: '声音' } as const;

/** The kinds of items the Scratch editor's backpack holds. */
export const BACKPACK_ITEM_TYPES = ['costume', 'sound', 'script', 'sprite'] as const;

export type WorkType = keyof typeof WORK_TYPES;
export type WorkStatus = keyof typeof WORK_STATUSES;
export type WorkScene = keyof typeof WORK_SCENES;
export type AdditionalWorkStatus = keyof typeof ADDITIONAL_WORK_STATUSES;
export type ScratchAssetType = keyof typeof SCRATCH_ASSET_TYPES;
export type BackpackItemType = (typeof BACKPACK_ITEM_TYPES)[number];

/** A work is public (anyone may open its detail page and file) once on the home page or featured. */
export const isPublicWorkStatus = (status: number) => status === 3 || status === 4;

/** Versions of a work's file kept besides the current one. */
export const WORK_VERSION_LIMIT = 10;

/** Largest upload per work type, in bytes (file works and Scratch projects carry media). */
export const WORK_FILE_LIMITS: Record<WorkType, number> = {
  0: 20 * 1024 * 1024,
  1: 20 * 1024 * 1024,
  2: 20 * 1024 * 1024,
  3: 20 * 1024 * 1024,
  4: 256 * 1024,
  5: 256 * 1024,
  10: 1024 * 1024,
};

/** Largest uncompressed `.sb3` (zip-bomb guard) and most entries it may hold. */
export const SB3_MAX_UNCOMPRESSED = 100 * 1024 * 1024;
export const SB3_MAX_ENTRIES = 2000;
