// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';

vi.mock('../../../judge/components/lazy-parts.tsx', () => ({
  Editor: ({ value }: { value: string }) => createElement('pre', null, value),
}));

import { ProgrammingAnswer } from './programming-answer.tsx';
import { SampleRunner } from './sample-runner.tsx';

const empty = { input: '', output: '' };
const real = { input: '1 2\n', output: '3\n' };

const answer = (samples: { input: string; output: string }[]) =>
  renderToStaticMarkup(
    createElement(
      QueryClientProvider,
      { client: new QueryClient() },
      createElement(ProgrammingAnswer, { code: '', language: 'cpp17', onChange: () => undefined, samples }),
    ),
  );

describe('running an exam answer on the samples', () => {
  it('counts only samples with an input or an output', () => {
    const html = renderToStaticMarkup(
      createElement(SampleRunner, { samples: [empty, real, empty], code: 'x', language: 'cpp17' }),
    );
    expect(html).toContain('运行样例（1 组）');
  });

  it('offers no sample run when the problem has only empty sample rows', () => {
    expect(answer([empty])).not.toContain('运行样例');
    expect(answer([empty, real])).toContain('运行样例（1 组）');
  });
});
