import { ClearOutlined } from '@ant-design/icons';
import { Button, Tooltip } from 'antd';
import { type KeyboardEvent, useEffect, useRef, useState } from 'react';
import type { ChunkKind, ConsoleChunk } from '../use-python-run.ts';

const COLORS: Record<ChunkKind, string> = {
  out: '#e6edf3',
  err: '#ff7b72',
  in: '#7ee787',
  info: '#8b949e',
  hint: '#ffd43b',
};

interface Props {
  chunks: ConsoleChunk[];
  waitingInput: boolean;
  onAnswer: (line: string) => void;
  onClear: () => void;
}

/** The output console: what the program prints, errors in red, and the line where input() is typed. */
export function ConsolePanel({ chunks, waitingInput, onAnswer, onClear }: Props) {
  const [line, setLine] = useState('');
  const box = useRef<HTMLDivElement>(null);
  const input = useRef<HTMLInputElement>(null);

  // biome-ignore lint/correctness/useExhaustiveDependencies: scroll whenever something is printed
  useEffect(() => {
    box.current?.scrollTo({ top: box.current.scrollHeight });
  }, [chunks, waitingInput]);
  useEffect(() => {
    if (waitingInput) input.current?.focus();
  }, [waitingInput]);

  const onKey = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key !== 'Enter' || e.nativeEvent.isComposing) return;
    onAnswer(line);
    setLine('');
  };

  return (
    <div className="ck-py-console">
      <div className="ck-py-panel-title">
        <span>输出</span>
        <Tooltip title="清空输出">
          <Button size="small" type="text" icon={<ClearOutlined />} onClick={onClear} aria-label="清空输出" />
        </Tooltip>
      </div>
      <div ref={box} className="ck-py-console-body" data-testid="python-console">
        {chunks.length === 0 && !waitingInput && (
          <span style={{ color: COLORS.info }}>点击「运行」，程序的输出会显示在这里。</span>
        )}
        {chunks.map((c) => (
          <span key={c.id} style={{ color: COLORS[c.kind] }} data-kind={c.kind}>
            {c.text}
          </span>
        ))}
        {waitingInput && (
          <span className="ck-py-input-line">
            <input
              ref={input}
              value={line}
              onChange={(e) => setLine(e.target.value)}
              onKeyDown={onKey}
              placeholder="在这里输入，按回车确定"
              aria-label="程序输入"
              data-testid="python-input"
            />
          </span>
        )}
      </div>
    </div>
  );
}
