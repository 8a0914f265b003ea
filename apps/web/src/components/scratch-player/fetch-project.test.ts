import { describe, expect, it } from 'vitest';
import { projectProblem } from './fetch-project.ts';

const bytes = (text: string) => new TextEncoder().encode(text).buffer as ArrayBuffer;

describe('projectProblem', () => {
  it('accepts a zip and a bare project.json', () => {
    expect(projectProblem(new Uint8Array([0x50, 0x4b, 3, 4, 0]).buffer)).toBeNull();
    expect(projectProblem(bytes('  {"targets":[]}'))).toBeNull();
  });

  it('names an empty file, an HTML page and anything else', () => {
    expect(projectProblem(new ArrayBuffer(0))).toBe('文件为空');
    expect(projectProblem(bytes('<!DOCTYPE html><html>'))).toContain('网页');
    expect(projectProblem(bytes('这不是作品文件'))).toContain('不是有效的 Scratch 作品文件');
  });
});
