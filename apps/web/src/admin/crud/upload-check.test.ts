import { describe, expect, it } from 'vitest';
import { FILE_MAX_BYTES, IMAGE_MAX_BYTES, storedFileName, uploadProblem } from './upload-check.ts';

describe('uploadProblem', () => {
  it('accepts an image within the size limit', () => {
    expect(uploadProblem({ type: 'image/png', size: 1024 }, 'image')).toBeNull();
  });

  it('refuses a non-image in an image field', () => {
    expect(uploadProblem({ type: 'application/pdf', size: 1024 }, 'image')).toBe(
      '只能上传图片文件（JPG、PNG、GIF、WebP 等）',
    );
    expect(uploadProblem({ type: '', size: 1024 }, 'image')).not.toBeNull();
  });

  it('refuses an image over the limit and an empty file', () => {
    expect(uploadProblem({ type: 'image/jpeg', size: IMAGE_MAX_BYTES + 1 }, 'image')).toBe(
      '图片不能超过 5 MB',
    );
    expect(uploadProblem({ type: 'image/jpeg', size: IMAGE_MAX_BYTES }, 'image')).toBeNull();
    expect(uploadProblem({ type: 'text/plain', size: 0 }, 'file')).toBe('不能上传空文件');
  });

  it('lets any type into a file field, within its own limit', () => {
    expect(uploadProblem({ type: 'application/pdf', size: IMAGE_MAX_BYTES + 1 }, 'file')).toBeNull();
    expect(uploadProblem({ type: 'application/zip', size: FILE_MAX_BYTES + 1 }, 'file')).toBe(
      '文件不能超过 20 MB',
    );
  });
});

describe('storedFileName', () => {
  it('drops the directory and the random prefix of a storage key', () => {
    expect(storedFileName('teaching/news/20260301/0123456789abcdef_cover.png')).toBe('cover.png');
  });

  it('reads the last segment of a URL without its query', () => {
    expect(storedFileName('https://cdn.example.com/a/%E5%9B%BE.png?x=1#top')).toBe('图.png');
  });

  it('keeps a plain name', () => {
    expect(storedFileName('notes.pdf')).toBe('notes.pdf');
  });
});
