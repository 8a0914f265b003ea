import { describe, expect, it } from 'vitest';
import {
  compactCount,
  coverFallback,
  detailLink,
  editorLink,
  featureActions,
  homeworkEditorLink,
  loginBack,
  shareUrl,
  shownScore,
  statusTag,
  tabWorkType,
  viewerKind,
} from './work-links.ts';

describe('editorLink', () => {
  it('opens Scratch works in the Scratch 3 editor and Python in the Python editor', () => {
    expect(editorLink(2, 'a1')).toBe('/scratch3?workId=a1');
    expect(editorLink(3, 'a1')).toBe('/scratch3?workId=a1');
    expect(editorLink(4, 'x y')).toBe('/python?workId=x%20y');
  });
  it('has no editor for C++ or file works', () => {
    expect(editorLink(5, 'a')).toBeNull();
    expect(editorLink(0, 'a')).toBeNull();
  });
});

describe('homeworkEditorLink', () => {
  it('hands in Scratch and Python extra homework in their editors', () => {
    expect(homeworkEditorLink(2, 'h1')).toBe('/scratch3?additionalId=h1');
    expect(homeworkEditorLink(4, 'h/1')).toBe('/python?additionalId=h%2F1');
    expect(homeworkEditorLink(5, 'h1')).toBeNull();
  });
});

describe('links', () => {
  it('builds the detail and share addresses with an encoded id', () => {
    expect(detailLink('a&b')).toBe('/work-detail?id=a%26b');
    expect(shareUrl('w1', 'https://x.cn')).toBe('https://x.cn/work-detail?id=w1');
    expect(loginBack('/work-detail?id=1')).toBe('/user/login?redirect=%2Fwork-detail%3Fid%3D1');
  });
});

describe('type tabs', () => {
  it('asks the server for one type per tab, none for 全部 and file works for 其他', () => {
    expect(tabWorkType('scratch')).toBe(2);
    expect(tabWorkType('python')).toBe(4);
    expect(tabWorkType('cpp')).toBe(5);
    expect(tabWorkType('other')).toBe(0);
    expect(tabWorkType('')).toBeUndefined();
    expect(tabWorkType('nonsense')).toBeUndefined();
  });
});

describe('statusTag and shownScore', () => {
  it('labels and colours each state', () => {
    expect(statusTag(0)).toEqual({ label: '已保存', color: 'default' });
    expect(statusTag(2).label).toBe('已批改');
    expect(statusTag(4)).toEqual({ label: '精选', color: 'magenta' });
    expect(statusTag(9).label).toBe('未知状态');
  });
  it('shows a score only once graded', () => {
    expect(shownScore({ workStatus: 1, score: 80 })).toBeNull();
    expect(shownScore({ workStatus: 2, score: 80 })).toBe(80);
    expect(shownScore({ workStatus: 4, score: 0 })).toBe(0);
    expect(shownScore({ workStatus: 2, score: null })).toBeNull();
  });
});

describe('viewerKind and cover fallback', () => {
  it('plays Scratch 3, shows code for Python and C++, downloads the rest', () => {
    expect(viewerKind(2)).toBe('scratch');
    expect(viewerKind(4)).toBe('python');
    expect(viewerKind(5)).toBe('cpp');
    expect(viewerKind(1)).toBe('file');
    expect(viewerKind(0)).toBe('file');
  });
  it('gives each family its own fallback cover', () => {
    expect(coverFallback(2).label).toBe('Scratch');
    expect(coverFallback(3).background).toBe(coverFallback(2).background);
    expect(coverFallback(4).label).toBe('Python');
    expect(coverFallback(0).label).toBe('文件');
  });
});

describe('compactCount and featureActions', () => {
  it('shortens large counts', () => {
    expect(compactCount(999)).toBe('999');
    expect(compactCount(12_345)).toBe('1.2万');
    expect(compactCount(20_000)).toBe('2万');
    expect(compactCount(123_456)).toBe('12万');
  });
  it('offers the moves that change the public state', () => {
    expect(featureActions(1).map((a) => a.status)).toEqual([3, 4]);
    expect(featureActions(3).map((a) => a.status)).toEqual([4, 2]);
    expect(featureActions(4).map((a) => a.status)).toEqual([3, 2]);
  });
});
