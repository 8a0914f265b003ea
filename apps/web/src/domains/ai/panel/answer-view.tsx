import { useEffect, useMemo, useState } from 'react';
import {
  hasCodeFence,
  highlighterReady,
  loadHighlighter,
  renderAnswer,
} from '../markdown/answer-markdown.ts';

/** An answer as sanitised Markdown; code blocks are highlighted once highlight.js has loaded. */
export function AnswerView({ source, streaming = false }: { source: string; streaming?: boolean }) {
  const [ready, setReady] = useState(highlighterReady);
  const needsHighlight = hasCodeFence(source);
  useEffect(() => {
    if (!needsHighlight || ready) return;
    let alive = true;
    loadHighlighter()
      .then(() => alive && setReady(true))
      .catch(() => undefined);
    return () => {
      alive = false;
    };
  }, [needsHighlight, ready]);
  const html = useMemo(() => renderAnswer(source, ready), [source, ready]);
  return (
    <div
      className={`ck-ai-answer${streaming ? ' ck-ai-caret' : ''}`}
      data-testid="ai-answer"
      // biome-ignore lint/security/noDangerouslySetInnerHtml: the markup went through DOMPurify (renderAnswer).
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
