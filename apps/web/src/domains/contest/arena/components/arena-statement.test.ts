// @vitest-environment jsdom
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';

vi.mock('../../../judge/components/lazy-parts.tsx', () => ({
  Statement: ({ source }: { source: string }) => createElement('div', null, source),
}));

import type { ArenaStatement } from '../api.ts';
import { ArenaStatementBody } from './arena-statement.tsx';

const problem: ArenaStatement = {
  id: 'p1',
  label: 'A',
  title: '加法',
  content: '输入两个整数，输出它们的和。',
  samples: [
    { input: '', output: '' },
    { input: '1 2', output: '3' },
    { input: ' \n', output: '\t' },
  ],
  timeLimit: 1000,
  memoryLimit: 256,
  languages: [],
};

describe('ArenaStatementBody', () => {
  it('shows only the samples that have an input or an output, numbered from 1', () => {
    const html = renderToStaticMarkup(createElement(ArenaStatementBody, { problem }));
    expect(html).toContain('样例输入 1');
    expect(html).toContain('1 2');
    expect(html).not.toContain('样例输入 2');
    expect(html.match(/<pre/g)).toHaveLength(2);
  });

  it('shows no sample boxes when every row is empty', () => {
    const html = renderToStaticMarkup(
      createElement(ArenaStatementBody, { problem: { ...problem, samples: [{ input: '', output: '' }] } }),
    );
    expect(html).not.toContain('样例');
    expect(html).not.toContain('<pre');
  });
});
