/**
 * Asks the browser to fetch a picture early, with high priority, once per address: a `<link rel="preload"
 * as="image">` in the head, as React DOM's `preload()` would add (the shipped build runs on Preact, which has none).
 */
export function preloadImage(href: string): void {
  if (typeof document === 'undefined') return;
  for (const link of document.head.querySelectorAll<HTMLLinkElement>('link[rel="preload"][as="image"]')) {
    if (link.getAttribute('href') === href) return;
  }
  const link = document.createElement('link');
  link.rel = 'preload';
  link.as = 'image';
  link.href = href;
  link.setAttribute('fetchpriority', 'high');
  document.head.appendChild(link);
}
