import { useRef, type KeyboardEvent, type PointerEvent } from 'react';
import { cn } from '@/components/ui/cn';
import { productImage, productThumb } from '@/lib/images';
import { t } from '@/i18n/i18n';

/** How far a finger must travel sideways to turn the photo (CSS pixels). */
const SWIPE_PX = 40;

/**
 * A product's photos (issue 24 #5): the one shown large (a button that enlarges it), previous/next buttons, the
 * left and right arrow keys, a sideways swipe on a touch screen, and a row of thumbnails to jump to any of them.
 * `alt` is the product's name with the options chosen; each photo adds its place ("photo 2 of 5").
 */
export function PhotoGallery({
  photos,
  alt,
  index,
  onIndex,
  onZoom,
}: {
  photos: readonly string[];
  alt: string;
  index: number;
  onIndex: (i: number) => void;
  onZoom: () => void;
}) {
  const start = useRef<{ x: number; y: number } | null>(null);
  const n = photos.length;
  const at = Math.min(Math.max(index, 0), n - 1);
  const go = (i: number) => onIndex((i + n) % n);
  const altOf = (i: number) => (n > 1 ? t('product.photoAlt', { alt, n: i + 1, total: n }) : alt);

  const onKeyDown = (e: KeyboardEvent) => {
    if (n < 2) return;
    if (e.key === 'ArrowRight') go(at + 1);
    else if (e.key === 'ArrowLeft') go(at - 1);
    else if (e.key === 'Home') go(0);
    else if (e.key === 'End') go(n - 1);
    else return;
    e.preventDefault();
  };
  const onPointerDown = (e: PointerEvent) => {
    if (e.pointerType !== 'mouse') start.current = { x: e.clientX, y: e.clientY };
  };
  const onPointerUp = (e: PointerEvent) => {
    const s = start.current;
    start.current = null;
    if (!s || n < 2) return;
    const dx = e.clientX - s.x;
    if (Math.abs(dx) >= SWIPE_PX && Math.abs(dx) > Math.abs(e.clientY - s.y)) go(dx < 0 ? at + 1 : at - 1);
  };

  return (
    <div
      role="group"
      aria-roledescription="gallery"
      aria-label={t('product.photosOf', { alt })}
      onKeyDown={onKeyDown}
      className="space-y-3"
      data-testid="photo-gallery"
    >
      <div className="relative">
        <button
          type="button"
          onClick={onZoom}
          onPointerDown={onPointerDown}
          onPointerUp={onPointerUp}
          onPointerCancel={() => (start.current = null)}
          className="group relative block w-full cursor-zoom-in touch-pan-y overflow-hidden rounded-2xl border border-ink-200 bg-ink-100 focus-visible:ring-2 focus-visible:ring-accent-600 focus-visible:outline-none"
          aria-label={t('product.enlarge', { alt: altOf(at) })}
          data-testid="product-image"
        >
          <img
            src={productImage(photos[at]) ?? undefined}
            alt={altOf(at)}
            width={800}
            height={800}
            className="aspect-square w-full object-cover"
            draggable={false}
          />
          <span className="absolute right-3 bottom-3 rounded-full bg-ink-900/80 px-3 py-1 text-xs font-semibold text-white">{t('product.tapToEnlarge')}</span>
        </button>
        {n > 1 && (
          <>
            <button
              type="button"
              onClick={() => go(at - 1)}
              aria-label={t('product.previousPhoto')}
              className="absolute top-1/2 left-2 flex size-11 -translate-y-1/2 items-center justify-center rounded-full bg-white/90 text-2xl font-bold text-ink-900 shadow focus-visible:ring-2 focus-visible:ring-accent-600 focus-visible:outline-none"
            >
              <span aria-hidden="true">‹</span>
            </button>
            <button
              type="button"
              onClick={() => go(at + 1)}
              aria-label={t('product.nextPhoto')}
              className="absolute top-1/2 right-2 flex size-11 -translate-y-1/2 items-center justify-center rounded-full bg-white/90 text-2xl font-bold text-ink-900 shadow focus-visible:ring-2 focus-visible:ring-accent-600 focus-visible:outline-none"
            >
              <span aria-hidden="true">›</span>
            </button>
            <p
              aria-live="polite"
              className="absolute top-3 left-3 rounded-full bg-ink-900/80 px-3 py-1 text-xs font-semibold text-white"
              data-testid="photo-count"
            >
              {t('product.photoCount', { n: at + 1, total: n })}
            </p>
          </>
        )}
      </div>
      {n > 1 && (
        <ul className="flex gap-2 overflow-x-auto pb-1" aria-label={t('product.allPhotos')}>
          {photos.map((name, i) => (
            <li key={name} className="shrink-0">
              <button
                type="button"
                onClick={() => go(i)}
                aria-label={t('product.showPhoto', { n: i + 1, total: n })}
                aria-current={i === at ? 'true' : undefined}
                className={cn(
                  'block size-16 overflow-hidden rounded-lg border-2 focus-visible:ring-2 focus-visible:ring-accent-600 focus-visible:outline-none',
                  i === at ? 'border-saffron-600' : 'border-transparent opacity-80 hover:opacity-100',
                )}
              >
                <img src={productThumb(name) ?? undefined} alt="" width={64} height={64} className="size-full object-cover" loading="lazy" />
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
