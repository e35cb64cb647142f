import type { ReturnPhotoDto } from '@bazaar/shared';

/**
 * The photos a shopper attached to a return (issue 26 #2), small, each opening full size in a new tab. They are read
 * with the session from the access-checked route (never /uploads), so only the return's people see them. The words
 * come from the screen that draws them (its own catalog part).
 */
export function ReturnPhotos({ photos, label, altOf }: { photos: readonly ReturnPhotoDto[]; label: string; altOf: (n: number) => string }) {
  if (photos.length === 0) return null;
  return (
    <ul className="flex flex-wrap gap-2" aria-label={label} data-testid="return-photos">
      {photos.map((p, i) => (
        <li key={p._id}>
          <a
            href={p.url}
            target="_blank"
            rel="noopener noreferrer"
            className="block rounded-lg focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-saffron-700"
          >
            <img src={p.url} alt={altOf(i + 1)} loading="lazy" width={96} height={96} className="size-24 rounded-lg border border-ink-200 object-cover" />
          </a>
        </li>
      ))}
    </ul>
  );
}
