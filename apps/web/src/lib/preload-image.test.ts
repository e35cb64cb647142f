// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { preloadImage } from './preload-image';

const links = () => [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="preload"][as="image"]')];

afterEach(() => {
  for (const link of links()) link.remove();
});

describe('preloadImage', () => {
  it('adds one high-priority image preload to the head', () => {
    preloadImage('/uploads/shop-images/thumb/a.webp');
    expect(links().map((l) => [l.getAttribute('href'), l.getAttribute('fetchpriority')])).toEqual([['/uploads/shop-images/thumb/a.webp', 'high']]);
  });

  it('adds nothing for a picture already preloaded, by the page or by the HTML', () => {
    const fromHtml = document.createElement('link');
    Object.assign(fromHtml, { rel: 'preload', as: 'image', href: '/uploads/b.webp' });
    document.head.appendChild(fromHtml);
    preloadImage('/uploads/b.webp');
    preloadImage('/uploads/c.webp');
    preloadImage('/uploads/c.webp');
    expect(links().map((l) => l.getAttribute('href'))).toEqual(['/uploads/b.webp', '/uploads/c.webp']);
  });
});
