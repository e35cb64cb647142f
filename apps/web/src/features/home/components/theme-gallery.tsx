import { Link } from 'react-router';
import { galleryImages } from '@/assets/art/gallery';
import { t } from '@/i18n/i18n';

/**
 * The home page's 14 themed images (spec §2 Home): market, vegetables, juices, cloth, jeans, plaster, sariya, ...
 * Each tile is a real link: it searches the home page for the tile's word (issue 22 #14: "Shoes" shows shoes, and
 * the shops selling them, not every clothing shop).
 */
export function ThemeGallery({ onPick }: { onPick: (search: string) => void }) {
  return (
    <section aria-labelledby="gallery-title" className="space-y-5">
      <div>
        <h2 id="gallery-title" className="text-2xl font-bold text-ink-900 sm:text-3xl">
          {t('gallery.title')}
        </h2>
        <p className="text-ink-600">{t('gallery.intro')}</p>
      </div>
      <ul className="grid grid-cols-2 gap-3 sm:grid-cols-4 lg:grid-cols-7" data-testid="theme-gallery">
        {galleryImages.map((g) => (
          <li key={g.label}>
            <Link
              to={`/?search=${encodeURIComponent(g.search)}`}
              preventScrollReset
              onClick={(e) => {
                if (e.metaKey || e.ctrlKey || e.shiftKey || e.button !== 0) return; // a new tab or window: let the browser open it
                e.preventDefault();
                onPick(g.search);
              }}
              className="group block overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-ink-200 transition hover:shadow-md focus-visible:ring-4 focus-visible:ring-accent-600 focus-visible:outline-none"
            >
              <div className="aspect-square overflow-hidden">
                <img
                  src={g.src}
                  alt={t(g.alt)}
                  loading="lazy"
                  width={400}
                  height={400}
                  className="h-full w-full object-cover transition-transform duration-300 group-hover:scale-105"
                />
              </div>
              <span className="block px-3 py-2 text-center text-sm font-semibold text-ink-800">
                {t(g.label)}
                <span className="sr-only">{t('gallery.find', { what: t(g.label).toLowerCase() })}</span>
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
