import { galleryImages } from '../../../assets/art';

/** The home page's 14 themed images (spec §2 Home): market, vegetables, juices, cloth, jeans, plaster, sariya, ... */
export function ThemeGallery() {
  return (
    <section aria-labelledby="gallery-title" className="space-y-5">
      <div>
        <h2 id="gallery-title" className="text-2xl font-bold text-ink-900 sm:text-3xl">
          From the bazaar
        </h2>
        <p className="text-ink-600">Everything from sabzi to sariya, sold by shops you know.</p>
      </div>
      <ul className="grid grid-cols-2 gap-3 sm:grid-cols-4 lg:grid-cols-7" data-testid="theme-gallery">
        {galleryImages.map((g) => (
          <li key={g.label}>
            <figure className="group overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-ink-200">
              <div className="aspect-square overflow-hidden">
                <img
                  src={g.src}
                  alt={g.alt}
                  loading="lazy"
                  width={400}
                  height={400}
                  className="h-full w-full object-cover transition-transform duration-300 group-hover:scale-105"
                />
              </div>
              <figcaption className="px-3 py-2 text-center text-sm font-semibold text-ink-800">{g.label}</figcaption>
            </figure>
          </li>
        ))}
      </ul>
    </section>
  );
}
