import { useEffect } from 'react';

/** Sets the document title: "{title} · Bazaar". */
export function usePageTitle(title: string): void {
  useEffect(() => {
    document.title = title ? `${title} · Bazaar` : 'Bazaar — shop local, pay on delivery';
  }, [title]);
}
