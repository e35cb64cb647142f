import type { Ref } from 'react';
import { Button } from '@/components/ui/button';
import { t } from '@/i18n/i18n';

/** What a photo's buttons ask: move it one place earlier or later, make it the cover (first), or remove it. */
export type PhotoAction = 'earlier' | 'later' | 'cover' | 'remove';

/** The photos in a new order: the one at `from` moved to `to`. */
export function movePhoto<T>(list: readonly T[], from: number, to: number): T[] {
  const next = [...list];
  const [moved] = next.splice(from, 1);
  next.splice(Math.max(0, Math.min(to, next.length)), 0, moved!);
  return next;
}

/** Where `action` moves the photo at `i` (remove moves nothing). */
export function movedTo(action: Exclude<PhotoAction, 'remove'>, i: number): number {
  return action === 'earlier' ? i - 1 : action === 'later' ? i + 1 : 0;
}

export interface ListedPhoto {
  /** Stays with the photo while it moves: the React key and `data-photo`, by which focus can follow it. */
  id: string;
  src: string | undefined;
  alt: string;
}

/**
 * A product's photos in their order, the first the cover (issue 24 #5, decision 097): each with its place ("Cover",
 * "Photo 2") and buttons to move it earlier or later, make it the cover and remove it, so the order is set with a
 * keyboard as well as a finger. Create Product's photos (not yet uploaded) and the edit screen's (saved at each
 * change) both show this list; what an action does is theirs. Each button has `data-action`, for focus to find.
 */
export function PhotoList({
  photos,
  busy,
  keepOne = false,
  onAction,
  listRef,
  label,
  itemTestId,
  imageTestId,
}: {
  photos: readonly ListedPhoto[];
  /** Something is under way: every button waits. */
  busy: boolean;
  /** The last photo cannot be removed (a saved product keeps a cover). */
  keepOne?: boolean;
  onAction: (index: number, action: PhotoAction) => void;
  listRef?: Ref<HTMLOListElement>;
  label?: string;
  itemTestId: string;
  imageTestId?: string;
}) {
  const n = photos.length;
  const button = (i: number, action: PhotoAction, disabled: boolean, aria: string, text: string) => (
    <Button type="button" size="sm" variant="outline" data-action={action} disabled={busy || disabled} onClick={() => onAction(i, action)} aria-label={aria}>
      {text}
    </Button>
  );
  return (
    <ol ref={listRef} className="grid grid-cols-2 gap-3 sm:grid-cols-4" aria-label={label}>
      {photos.map((p, i) => (
        <li key={p.id} data-photo={p.id} className="space-y-1 rounded-lg border border-ink-200 p-2" data-testid={itemTestId}>
          <img src={p.src} alt={p.alt} className="aspect-square w-full rounded object-cover" data-testid={imageTestId} />
          <p className="text-xs font-semibold text-ink-800">{i === 0 ? t('admin.cover') : t('admin.photoN', { n: i + 1 })}</p>
          <div className="flex flex-wrap gap-1">
            {button(i, 'earlier', i === 0, t('admin.photoEarlier', { n: i + 1 }), '←')}
            {button(i, 'later', i === n - 1, t('admin.photoLater', { n: i + 1 }), '→')}
            {i > 0 && button(i, 'cover', false, t('admin.photoMakeCover', { n: i + 1 }), t('admin.cover'))}
            {button(i, 'remove', keepOne && n === 1, t('admin.photoRemove', { n: i + 1 }), t('admin.remove'))}
          </div>
        </li>
      ))}
    </ol>
  );
}

/**
 * For a product with options: which photo each variant shows ("the cover" or "Photo N"), one select a variant.
 * `photo` is the id of the variant's photo, '' for the cover.
 */
export function VariantPhotoPicker({
  variants,
  photoIds,
  busy,
  onPick,
}: {
  variants: readonly { key: string; label: string; photo: string }[];
  photoIds: readonly string[];
  busy: boolean;
  onPick: (variantKey: string, photoId: string) => void;
}) {
  return (
    <fieldset className="min-w-0 space-y-2">
      <legend className="text-sm font-semibold text-ink-800">{t('admin.photoPerVariant')}</legend>
      {variants.map((v) => (
        <label key={v.key} className="flex items-center justify-between gap-3 text-sm">
          <span>{v.label}</span>
          <select
            value={v.photo}
            disabled={busy}
            onChange={(e) => onPick(v.key, e.target.value)}
            className="rounded-md border border-ink-300 px-2 py-1 focus-visible:ring-2 focus-visible:ring-accent-600 focus-visible:outline-none"
            aria-label={t('admin.photoFor', { name: v.label })}
          >
            <option value="">{t('admin.theCover')}</option>
            {photoIds.map((id, i) => (
              <option key={id} value={id}>
                {t('admin.photoN', { n: i + 1 })}
              </option>
            ))}
          </select>
        </label>
      ))}
    </fieldset>
  );
}
