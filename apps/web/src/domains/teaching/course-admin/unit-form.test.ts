import type { Unit } from '@ck/shared';
import { describe, expect, it } from 'vitest';
import {
  extensionProblem,
  newUnitForm,
  richTextOrNull,
  splitPaths,
  unitBody,
  unitToForm,
  videoProblem,
  workAccept,
} from './unit-form.ts';

describe('videoProblem', () => {
  it('accepts no video and any uploaded path', () => {
    expect(videoProblem(1, '')).toBeNull();
    expect(videoProblem(3, '  ')).toBeNull();
    expect(videoProblem(1, 'teaching/unit/20260101/abc_v.mp4')).toBeNull();
  });

  it('wants an http(s) address for a link', () => {
    expect(videoProblem(2, 'https://cdn.example.com/v.mp4')).toBeNull();
    expect(videoProblem(2, 'javascript:alert(1)')).toContain('http');
    expect(videoProblem(2, 'cdn.example.com/v.mp4')).not.toBeNull();
  });

  it('accepts embeds from allow-listed hosts over https only', () => {
    expect(videoProblem(3, 'https://player.bilibili.com/player.html?bvid=BV1xx')).toBeNull();
    expect(videoProblem(3, 'http://player.bilibili.com/player.html')).toContain('player.bilibili.com');
    expect(videoProblem(3, 'https://evil.example.com/player')).not.toBeNull();
    expect(videoProblem(3, '<iframe src="https://player.bilibili.com/x"></iframe>')).not.toBeNull();
  });
});

describe('unit values', () => {
  const unit = {
    id: 'u1',
    courseId: 'c1',
    unitName: '第一课',
    unitIntro: null,
    unitCover: null,
    courseVideo: 'https://player.bilibili.com/player.html?bvid=1',
    courseVideoSource: 3,
    showCourseVideo: 1,
    courseCase: 'a.sb3',
    showCourseCase: 0,
    coursePpt: 'a.pdf,b.pptx',
    showCoursePpt: 1,
    courseWorkType: 2,
    courseWork: 'w.sb3',
    courseWorkAnswer: null,
    coursePlan: 'plan.pdf',
    showCoursePlan: 0,
    mapX: 10,
    mapY: 20,
    mediaContent: '<p>内容</p>',
    orderNum: 4,
  } as Unit;

  it('round-trips a unit through the form, leaving the map position out', () => {
    const body = unitBody(unitToForm(unit), 'c1');
    expect(body).toMatchObject({
      courseId: 'c1',
      coursePpt: 'a.pdf,b.pptx',
      showCourseCase: 0,
      showCoursePlan: 0,
      courseWorkType: 2,
      orderNum: 4,
      mediaContent: '<p>内容</p>',
    });
    expect(body).not.toHaveProperty('mapX');
    expect(body).not.toHaveProperty('mapY');
  });

  it('keeps the judge problem only for Python and C++ homework', () => {
    const python = unitBody({ ...unitToForm(unit), courseWorkType: 4, courseWorkProblemId: 'p1' }, 'c1');
    expect(python.courseWorkProblemId).toBe('p1');
    const cpp = unitBody({ ...unitToForm(unit), courseWorkType: 5, courseWorkProblemId: 'p1' }, 'c1');
    expect(cpp.courseWorkProblemId).toBe('p1');
    const scratch = unitBody({ ...unitToForm(unit), courseWorkType: 2, courseWorkProblemId: 'p1' }, 'c1');
    expect(scratch.courseWorkProblemId).toBeNull();
  });

  it('sends a new unit with defaults and no materials as null', () => {
    const body = unitBody({ ...newUnitForm(3), unitName: ' 新单元 ' }, 'c1');
    expect(body).toMatchObject({ unitName: '新单元', coursePpt: null, orderNum: 3, showCoursePlan: 0 });
  });

  it('splits stored paths', () => {
    expect(splitPaths(' a.pdf, ,b.ppt ')).toEqual(['a.pdf', 'b.ppt']);
    expect(splitPaths(null)).toEqual([]);
  });
});

describe('richTextOrNull', () => {
  it('treats an emptied editor as no content', () => {
    expect(richTextOrNull('<p></p>')).toBeNull();
    expect(richTextOrNull('<p>&nbsp; </p>')).toBeNull();
    expect(richTextOrNull(undefined)).toBeNull();
    expect(richTextOrNull('<p><img src="a.png"></p>')).toBe('<p><img src="a.png"></p>');
    expect(richTextOrNull('<p>字</p>')).toBe('<p>字</p>');
  });
});

describe('file extensions', () => {
  it('checks a name against an accept list, case-insensitively', () => {
    expect(extensionProblem('Game.SB3', '.sb3,.py')).toBeNull();
    expect(extensionProblem('notes.exe', '.sb3,.py')).toBe('只能上传 .sb3、.py 格式的文件');
    expect(extensionProblem('README', '.py')).not.toBeNull();
  });

  it('matches homework files to the homework type', () => {
    expect(workAccept(2)).toBe('.sb3');
    expect(workAccept(4)).toBe('.py');
    expect(workAccept(5)).toBe('.cpp');
    expect(workAccept(0)).toContain('.pdf');
    expect(workAccept(null)).toContain('.sb3');
  });
});
