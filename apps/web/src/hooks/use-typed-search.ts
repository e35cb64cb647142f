import { useEffect, useState } from 'react';

/**
 * A search box that asks the server once typing settles: `text` is what the box shows, `search` what was last
 * asked for (trimmed, 300 ms after the last key), and a new search goes back to page 1. My Products and the
 * platform's shops list search this way.
 */
export function useTypedSearch() {
  const [text, setText] = useState('');
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  useEffect(() => {
    const timer = window.setTimeout(() => {
      setSearch(text.trim());
      setPage(1);
    }, 300);
    return () => window.clearTimeout(timer);
  }, [text]);
  return { text, setText, search, page, setPage };
}
