import { describe, expect, it } from 'vitest';
import { filesOf, libraryEntry, previewMd5ext, splitTags, type UploadedAsset } from './scratch-asset.ts';

const svg: UploadedAsset = { kind: 'image', md5ext: 'aaa.svg', name: 'cat-a', width: 96, height: 100 };
const png: UploadedAsset = { kind: 'image', md5ext: 'bbb.png', name: 'cat-b', width: 160, height: 120 };
const wav: UploadedAsset = {
  kind: 'sound',
  md5ext: 'ccc.wav',
  name: 'meow',
  rate: 22050,
  sampleCount: 18688,
};

describe('library entries', () => {
  it('builds a costume centred, svg at resolution 1 and bitmaps at 2', () => {
    expect(libraryEntry(2, '小猫', ['动物'], [svg])).toEqual({
      name: '小猫',
      tags: ['动物'],
      assetId: 'aaa',
      md5ext: 'aaa.svg',
      dataFormat: 'svg',
      rotationCenterX: 48,
      rotationCenterY: 50,
      bitmapResolution: 1,
    });
    expect(libraryEntry(3, '草地', [], [png])).toMatchObject({ bitmapResolution: 2, dataFormat: 'png' });
  });
  it('builds a sound and a sprite with all its costumes and sounds', () => {
    expect(libraryEntry(4, '喵', [], [wav])).toMatchObject({
      md5ext: 'ccc.wav',
      rate: 22050,
      sampleCount: 18688,
    });
    const sprite = libraryEntry(1, '小猫', [], [svg, wav, png]) ?? {};
    expect(sprite).toMatchObject({ isStage: false, name: '小猫' });
    expect((sprite.costumes as { md5ext: string }[]).map((c) => c.md5ext)).toEqual(['aaa.svg', 'bbb.png']);
    expect((sprite.sounds as { md5ext: string }[]).map((s) => s.md5ext)).toEqual(['ccc.wav']);
  });
  it('refuses files that do not fit the type', () => {
    expect(libraryEntry(4, 'x', [], [svg])).toBeNull();
    expect(libraryEntry(2, 'x', [], [wav])).toBeNull();
    expect(libraryEntry(1, 'x', [], [wav])).toBeNull();
  });
  it('reads files and previews back from a stored row, text or object', () => {
    const sprite = libraryEntry(1, '小猫', [], [svg, wav]);
    const row = { assetData: JSON.stringify(sprite) };
    expect(previewMd5ext(row)).toBe('aaa.svg');
    expect(filesOf(row)).toEqual([svg, wav]);
    const sound = { assetData: libraryEntry(4, '喵', [], [wav]) };
    expect(filesOf(sound)).toEqual([{ ...wav, name: '喵' }]);
    expect(previewMd5ext({ assetData: 'not json' })).toBeNull();
  });
  it('splits tags on either comma', () => {
    expect(splitTags('动物, 人物，音乐,')).toEqual(['动物', '人物', '音乐']);
    expect(splitTags(null)).toEqual([]);
  });
});
