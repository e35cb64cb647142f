import { artByPrefix } from '../../../lib/art';

/** The home page's 14 themed images (spec §2 Home). */
const THEMES = [
  { key: 'market', label: 'Local market', emoji: '🏪', tone: 'from-saffron-300 to-saffron-600' },
  { key: 'vegetables', label: 'Fresh vegetables', emoji: '🥬', tone: 'from-green-300 to-green-700' },
  { key: 'juices', label: 'Fresh juices', emoji: '🥤', tone: 'from-marigold-400 to-rose-500' },
  { key: 'cloth', label: 'Cloth and fabrics', emoji: '🧵', tone: 'from-fuchsia-300 to-fuchsia-700' },
  { key: 'jeans', label: 'Jeans', emoji: '👖', tone: 'from-blue-300 to-indigo-700' },
  { key: 'plaster', label: 'Plaster', emoji: '🪣', tone: 'from-stone-300 to-stone-600' },
  { key: 'sariya', label: 'Sariya (steel bars)', emoji: '🏗️', tone: 'from-slate-400 to-slate-700' },
  { key: 'tiles', label: 'Tiles', emoji: '🔷', tone: 'from-cyan-300 to-accent-700' },
  { key: 'cement', label: 'Cement', emoji: '🧱', tone: 'from-zinc-300 to-zinc-600' },
  { key: 'shoes', label: 'Shoes', emoji: '👟', tone: 'from-rose-300 to-rose-700' },
  { key: 'spices', label: 'Spices', emoji: '🌶️', tone: 'from-red-400 to-saffron-700' },
  { key: 'fruits', label: 'Fruits', emoji: '🥭', tone: 'from-yellow-300 to-saffron-600' },
  { key: 'electronics', label: 'Electronics', emoji: '📱', tone: 'from-violet-300 to-indigo-800' },
  { key: 'sarees', label: 'Sarees', emoji: '🥻', tone: 'from-pink-300 to-rose-800' },
] as const;

export function ThemeGallery() {
  const art = artByPrefix('gallery');
  const tiles = THEMES.map((t, i) => ({
    ...t,
    url: (art.find((a) => a.name.toLowerCase().includes(t.key)) ?? (art.length >= THEMES.length ? art[i] : undefined))?.url,
  }));
  return (
    <section aria-labelledby="gallery-title" className="space-y-5">
      <div>
        <h2 id="gallery-title" className="text-2xl font-bold text-ink-900">
          From the bazaar
        </h2>
        <p className="text-ink-600">Everything from sabzi to sariya, sold by shops you know.</p>
      </div>
      <ul className="grid grid-cols-2 gap-3 sm:grid-cols-4 lg:grid-cols-7">
        {tiles.map((t) => (
          <li key={t.key} className="group relative aspect-square overflow-hidden rounded-2xl shadow-sm">
            {t.url ? (
              <img src={t.url} alt={t.label} loading="lazy" className="h-full w-full object-cover transition-transform duration-300 group-hover:scale-105" />
            ) : (
              <div className={`flex h-full w-full items-center justify-center bg-gradient-to-br ${t.tone}`} role="img" aria-label={t.label}>
                <span className="text-5xl drop-shadow" aria-hidden="true">
                  {t.emoji}
                </span>
              </div>
            )}
            <span className="pointer-events-none absolute inset-x-0 bottom-0 bg-gradient-to-t from-black/75 to-transparent px-3 pt-6 pb-2 text-sm font-semibold text-white" aria-hidden="true">
              {t.label}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
