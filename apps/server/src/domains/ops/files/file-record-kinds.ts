/** The `file_type` dictionary values and the extensions each stands for; everything else is `other`. */
export const FILE_KINDS = {
  image: ['png', 'jpg', 'jpeg', 'gif', 'bmp', 'webp', 'svg', 'ico'],
  video: ['mp4', 'webm', 'mov', 'avi', 'flv', 'mkv', 'm4v'],
  audio: ['mp3', 'wav', 'ogg', 'm4a', 'aac', 'flac'],
  document: ['pdf', 'doc', 'docx', 'xls', 'xlsx', 'ppt', 'pptx', 'txt', 'md', 'csv', 'rtf'],
} as const;

export type FileKind = keyof typeof FILE_KINDS | 'other';
export const FILE_KIND_VALUES = ['image', 'video', 'audio', 'document', 'other'] as const;
export const FILE_KIND_TEXT: Record<FileKind, string> = {
  image: '图片',
  video: '视频',
  audio: '音频',
  document: '文档',
  other: '其他',
};

/** The `file_location` dictionary: '1' local disk, '2' object storage. */
export const FILE_LOCATION_TEXT: Record<'1' | '2', string> = { '1': '本地存储', '2': '对象存储' };

const kindByExt = new Map<string, FileKind>(
  Object.entries(FILE_KINDS).flatMap(([kind, exts]) => exts.map((e) => [e, kind as FileKind])),
);

export const fileKindOf = (ext: string): FileKind => kindByExt.get(ext.toLowerCase()) ?? 'other';
export const fileLocationOf = (storage: string): '1' | '2' => (storage === 'local' ? '1' : '2');
export const KNOWN_EXTENSIONS: string[] = [...kindByExt.keys()];
