import type { JudgeLanguage } from '@ck/shared';
import { useQuery } from '@tanstack/react-query';
import { Alert, Select, Space, Typography } from 'antd';
import { ojLanguages } from '../../../judge/api.ts';
import { Editor } from '../../../judge/components/lazy-parts.tsx';
import { filledSamples } from '../../../judge/samples.ts';
import { SampleRunner } from './sample-runner.tsx';

/** When the judge's list cannot be fetched the student can still write C++. */
const FALLBACK: JudgeLanguage[] = [
  { id: 'cpp17', name: 'C++17', editor: 'cpp', template: '', timeMultiplier: 1 },
];

/** C++ first: the id of the judge's C++17 (or any C++), else the first language. */
export function defaultLanguage(languages: readonly JudgeLanguage[]): string {
  return (
    languages.find((l) => l.id === 'cpp17')?.id ??
    languages.find((l) => l.editor === 'cpp' && l.id !== 'c')?.id ??
    languages[0]?.id ??
    'cpp17'
  );
}

interface Props {
  code: string;
  language: string | undefined;
  onChange: (code: string, language: string) => void;
  /** The problem's samples: a button runs the code against them. */
  samples?: { input: string; output: string }[];
}

/** A programming answer: the code and its language; a blank answer shows the language's template. */
export function ProgrammingAnswer({ code, language, onChange, samples = [] }: Props) {
  const list = useQuery({
    queryKey: ['judge', 'languages'],
    queryFn: ojLanguages,
    staleTime: 600_000,
    retry: 2,
  });
  const languages = list.data?.length ? list.data : FALLBACK;
  const chosen =
    languages.find((l) => l.id === language) ?? languages.find((l) => l.id === defaultLanguage(languages));
  const current = chosen ?? FALLBACK[0];
  const shown = code || current.template;

  return (
    <Space orientation="vertical" size={8} style={{ width: '100%' }}>
      <Space wrap>
        <Typography.Text>语言：</Typography.Text>
        <Select
          aria-label="编程语言"
          value={current.id}
          style={{ minWidth: 180 }}
          loading={list.isLoading}
          options={languages.map((l) => ({ value: l.id, label: l.name }))}
          onChange={(id: string) => {
            // A blank answer (still the template) follows the language; written code is kept.
            const next = languages.find((l) => l.id === id);
            const untouched = !code || code === current.template;
            onChange(untouched ? '' : code, next?.id ?? id);
          }}
        />
      </Space>
      {list.isError && (
        <Alert type="warning" showIcon title="评测语言列表加载失败，暂按 C++ 作答；恢复网络后可切换语言" />
      )}
      <Editor
        value={shown}
        editor={current.editor}
        height="min(60vh, 520px)"
        onChange={(value) => onChange(value === current.template ? '' : value, current.id)}
      />
      {filledSamples(samples).length > 0 && (
        <SampleRunner samples={samples} code={code} language={current.id} />
      )}
      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
        代码会自动保存，交卷后由系统评测。
      </Typography.Text>
    </Space>
  );
}
