import { useEffect, useState } from 'react';

/** A search box's text and the keyword it searches by: the text trimmed, once typing pauses for 300 ms. */
export function useTypedKeyword() {
  const [typed, setTyped] = useState('');
  const [keyword, setKeyword] = useState('');
  useEffect(() => {
    const timer = window.setTimeout(() => setKeyword(typed.trim()), 300);
    return () => window.clearTimeout(timer);
  }, [typed]);
  return { typed, setTyped, keyword };
}
