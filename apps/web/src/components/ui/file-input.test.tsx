// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { activateLanguage } from '@/i18n/i18n';
import { FileInput } from './file-input';

afterEach(async () => {
  cleanup();
  await activateLanguage('en');
});

describe('FileInput (every file picker)', () => {
  it('says its button in the chosen language, not the browser’s, and what is chosen', async () => {
    await activateLanguage('hi');
    render(
      <>
        <label htmlFor="photo">दुकान की फ़ोटो</label>
        <FileInput id="photo" accept="image/*" chosen="kirana.png" />
      </>,
    );
    expect(screen.getByText('फ़ाइल चुनें')).toBeTruthy();
    expect(screen.getByText('kirana.png')).toBeTruthy();
    // The real input keeps its label (the words drawn beside it are hidden from screen readers) and its type.
    const input = screen.getByLabelText('दुकान की फ़ोटो') as HTMLInputElement;
    expect(input.type).toBe('file');
    expect(input.accept).toBe('image/*');
  });

  it('asks for files in the plural when it takes several, shows no chosen words unless given, and passes changes on', () => {
    const onChange = vi.fn();
    const { container } = render(<FileInput multiple aria-label="Photos" onChange={onChange} />);
    expect(screen.getByText('Choose files')).toBeTruthy();
    expect(container.querySelectorAll('span')).toHaveLength(1);
    fireEvent.change(screen.getByLabelText('Photos'));
    expect(onChange).toHaveBeenCalledTimes(1);
  });
});
