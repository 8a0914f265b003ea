import hljs from 'highlight.js/lib/core';
import cpp from 'highlight.js/lib/languages/cpp';
import javascript from 'highlight.js/lib/languages/javascript';
import python from 'highlight.js/lib/languages/python';
import 'highlight.js/styles/github.css';

// Only the languages of the platform's students; loaded the first time an answer holds a code block.
hljs.registerLanguage('cpp', cpp);
hljs.registerLanguage('python', python);
hljs.registerLanguage('javascript', javascript);

/** Highlighted HTML of `code` in `language` (aliases such as c++, py, js work), or '' for others. */
export function highlightCode(code: string, language: string): string {
  const name = language.trim().toLowerCase();
  if (!name || !hljs.getLanguage(name)) return '';
  return hljs.highlight(code, { language: name, ignoreIllegals: true }).value;
}
