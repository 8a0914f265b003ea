import type { CertField } from '@ck/shared';
import { describe, expect, it } from 'vitest';
import {
  anchorTransform,
  downloadName,
  dragTo,
  fieldText,
  fitScale,
  formatIssueDate,
  newField,
  placeField,
  SAMPLE_VALUES,
} from './cert-layout.ts';

const field = (over: Partial<CertField> = {}): CertField => ({
  key: 'studentName',
  x: 50,
  y: 40,
  fontSize: 40,
  color: '#000000',
  align: 'center',
  bold: false,
  text: null,
  ...over,
});
const a4 = { width: 1123, height: 794 };

describe('certificate layout', () => {
  it('prints each field from the values, dates in Chinese, custom text as written', () => {
    expect(fieldText(field(), SAMPLE_VALUES)).toBe('李小明');
    expect(fieldText(field({ key: 'issueDate' }), SAMPLE_VALUES)).toBe('2026年6月1日');
    expect(fieldText(field({ key: 'customText', text: '结业证书' }), SAMPLE_VALUES)).toBe('结业证书');
    expect(fieldText(field({ key: 'customText' }), SAMPLE_VALUES)).toBe('');
    expect(formatIssueDate('not a date')).toBe('not a date');
  });

  it('fits a design into a box without enlarging it', () => {
    expect(fitScale(a4, 561.5)).toBeCloseTo(0.5);
    expect(fitScale(a4, 2000, 397)).toBeCloseTo(0.5);
    expect(fitScale(a4, 5000)).toBe(1);
    expect(fitScale(a4, 5000, Number.POSITIVE_INFINITY, 2)).toBe(2);
    expect(fitScale(a4, 0)).toBe(0);
  });

  it('places fields by percent of the design and scales the font', () => {
    const p = placeField(field({ x: 50, y: 40, fontSize: 40, bold: true }), a4, 0.5);
    expect(p.x).toBeCloseTo(280.75);
    expect(p.y).toBeCloseTo(158.8);
    expect(p.fontSize).toBe(20);
    expect(p.font.startsWith('bold 20px')).toBe(true);
    const full = placeField(field({ x: 100, y: 100 }), a4, 2);
    expect([full.x, full.y]).toEqual([2246, 1588]);
  });

  it('anchors boxes by alignment', () => {
    expect(anchorTransform('left')).toBe('translate(0, -50%)');
    expect(anchorTransform('center')).toBe('translate(-50%, -50%)');
    expect(anchorTransform('right')).toBe('translate(-100%, -50%)');
  });

  it('turns a drag into percents, kept inside the design', () => {
    expect(dragTo({ x: 50, y: 50 }, 100, -50, { width: 1000, height: 500 })).toEqual({ x: 60, y: 40 });
    expect(dragTo({ x: 95, y: 2 }, 500, -500, { width: 1000, height: 500 })).toEqual({ x: 100, y: 0 });
    expect(dragTo({ x: 10, y: 10 }, 5, 5, { width: 0, height: 0 })).toEqual({ x: 10, y: 10 });
  });

  it('adds new fields below the existing ones, with text for custom text', () => {
    const first = newField('studentName', []);
    expect(first).toMatchObject({ x: 50, y: 20, bold: true, text: null });
    expect(newField('customText', [first, first]).text).toBe('荣誉证书');
    expect(
      newField(
        'orgName',
        Array.from({ length: 20 }, () => first),
      ).y,
    ).toBe(95);
  });

  it('names downloads safely', () => {
    expect(downloadName('结业 证书/一', 'CK2026AAAAAAAA', 'pdf')).toBe('结业_证书_一-CK2026AAAAAAAA.pdf');
  });
});
