// @vitest-environment happy-dom
/**
 * The photo list both Create Product and the edit screen show (photo-list.tsx): each photo's place and buttons,
 * which buttons wait (the first cannot go earlier, the last later, nothing while busy, the last photo of a saved
 * product stays), what a button asks for, and the variants' photo choice.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { movedTo, movePhoto, PhotoList, VariantPhotoPicker, type ListedPhoto } from './photo-list';

afterEach(cleanup);

const photos: ListedPhoto[] = ['a', 'b', 'c'].map((id) => ({ id, src: `/${id}.webp`, alt: `Photo ${id}` }));
const items = () => screen.getAllByTestId('photo');
const enabled = (li: HTMLElement) =>
  within(li)
    .getAllByRole('button')
    .filter((b) => !(b as HTMLButtonElement).disabled)
    .map((b) => b.getAttribute('data-action'));

describe('PhotoList', () => {
  it('names the cover and the places, and lets each photo move only where it can', () => {
    render(<PhotoList photos={photos} busy={false} onAction={() => undefined} itemTestId="photo" label="Photos" />);
    expect(screen.getByRole('list', { name: 'Photos' })).toBeTruthy();
    expect(items().map((li) => within(li).getByText(/^(Cover|Photo \d)$/, { selector: 'p' }).textContent)).toEqual(['Cover', 'Photo 2', 'Photo 3']);
    expect(items().map(enabled)).toEqual([
      ['later', 'remove'],
      ['earlier', 'later', 'cover', 'remove'],
      ['earlier', 'cover', 'remove'],
    ]);
  });

  it('makes every button wait while busy', () => {
    render(<PhotoList photos={photos} busy onAction={() => undefined} itemTestId="photo" />);
    expect(items().map(enabled)).toEqual([[], [], []]);
  });

  it('keeps the last photo of a saved product, and lets a new product lose its only photo', () => {
    const { rerender } = render(<PhotoList photos={photos.slice(0, 1)} busy={false} keepOne onAction={() => undefined} itemTestId="photo" />);
    expect(enabled(items()[0]!)).toEqual([]);
    rerender(<PhotoList photos={photos.slice(0, 1)} busy={false} onAction={() => undefined} itemTestId="photo" />);
    expect(enabled(items()[0]!)).toEqual(['remove']);
  });

  it('says which photo and what each button asks for', () => {
    const onAction = vi.fn();
    render(<PhotoList photos={photos} busy={false} onAction={onAction} itemTestId="photo" />);
    fireEvent.click(screen.getByRole('button', { name: 'Move photo 2 earlier' }));
    fireEvent.click(screen.getByRole('button', { name: 'Move photo 2 later' }));
    fireEvent.click(screen.getByRole('button', { name: 'Make photo 3 the cover' }));
    fireEvent.click(screen.getByRole('button', { name: 'Remove photo 1' }));
    expect(onAction.mock.calls).toEqual([
      [1, 'earlier'],
      [1, 'later'],
      [2, 'cover'],
      [0, 'remove'],
    ]);
  });

  it('moves a photo where its button says', () => {
    const ids = photos.map((p) => p.id);
    expect(movePhoto(ids, 1, movedTo('earlier', 1))).toEqual(['b', 'a', 'c']);
    expect(movePhoto(ids, 1, movedTo('later', 1))).toEqual(['a', 'c', 'b']);
    expect(movePhoto(ids, 2, movedTo('cover', 2))).toEqual(['c', 'a', 'b']);
  });
});

describe('VariantPhotoPicker', () => {
  it('offers the cover and each photo to each variant, and says which variant took which', () => {
    const onPick = vi.fn();
    render(
      <VariantPhotoPicker
        variants={[
          { key: 'v1', label: 'Red', photo: '' },
          { key: 'v2', label: 'Blue', photo: 'c' },
        ]}
        photoIds={['a', 'b', 'c']}
        busy={false}
        onPick={onPick}
      />,
    );
    const red = screen.getByRole<HTMLSelectElement>('combobox', { name: 'Photo for Red' });
    const blue = screen.getByRole<HTMLSelectElement>('combobox', { name: 'Photo for Blue' });
    expect([...red.options].map((o) => o.textContent)).toEqual(['The cover', 'Photo 1', 'Photo 2', 'Photo 3']);
    expect([red.value, blue.value]).toEqual(['', 'c']);
    fireEvent.change(red, { target: { value: 'b' } });
    expect(onPick).toHaveBeenCalledWith('v1', 'b');
  });

  it('waits while busy', () => {
    render(<VariantPhotoPicker variants={[{ key: 'v1', label: 'Red', photo: '' }]} photoIds={['a', 'b']} busy onPick={() => undefined} />);
    expect(screen.getByRole<HTMLSelectElement>('combobox', { name: 'Photo for Red' }).disabled).toBe(true);
  });
});
