// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { useState } from 'react';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { NO_VARIANTS, regenerate, toVariantsBody, VariantsEditor, type VariantsState } from './variants-editor';

afterEach(cleanup);

let last: VariantsState = NO_VARIANTS;
function Harness({ error }: { error?: string }) {
  const [state, setState] = useState<VariantsState>(NO_VARIANTS);
  const change = (next: VariantsState) => {
    last = next;
    setState(next);
  };
  return <VariantsEditor state={state} onChange={change} base={{ name: 'Running shoe', price: '1299' }} error={error} />;
}

const addValues = (option: string, text: string) => {
  const input = screen.getByLabelText(`Add a value of ${option}`);
  fireEvent.input(input, { target: { value: text } });
  fireEvent.click(within(input.parentElement!).getByRole('button', { name: 'Add value' }));
};

describe('VariantsEditor', () => {
  it('builds a row per combination of the options, with a SKU from the name and the values and the form’s price', () => {
    render(<Harness />);
    fireEvent.click(screen.getByRole('button', { name: 'Add an option' }));
    fireEvent.input(screen.getByLabelText('Option 1 name'), { target: { value: 'Size' } });
    addValues('Size', '7, 8');
    fireEvent.click(screen.getByRole('button', { name: 'Add an option' }));
    fireEvent.input(screen.getByLabelText('Option 2 name'), { target: { value: 'Colour' } });
    addValues('Colour', 'Red');
    const table = screen.getByRole('table', { name: 'Variants' });
    expect(
      within(table)
        .getAllByRole('rowheader')
        .map((c) => c.textContent),
    ).toEqual(['7 / Red', '8 / Red']);
    expect((screen.getByLabelText('SKU of 8 / Red') as HTMLInputElement).value).toBe('RUNNING-SHOE-8-RED');
    expect((screen.getByLabelText('Price of 8 / Red') as HTMLInputElement).value).toBe('1299');
    fireEvent.input(screen.getByLabelText('Stock of 8 / Red'), { target: { value: '4' } });
    fireEvent.input(screen.getByLabelText('MRP of 8 / Red'), { target: { value: '1999' } });
    // A new value keeps what was typed in the existing rows.
    addValues('Colour', 'Blue');
    expect((screen.getByLabelText('Stock of 8 / Red') as HTMLInputElement).value).toBe('4');
    expect(within(table).getAllByRole('rowheader')).toHaveLength(4);
    fireEvent.click(screen.getByRole('button', { name: 'Remove 7' }));
    expect(
      within(table)
        .getAllByRole('rowheader')
        .map((c) => c.textContent),
    ).toEqual(['8 / Red', '8 / Blue']);
    expect(toVariantsBody(last)).toEqual({
      options: [
        { name: 'Size', values: ['8'] },
        { name: 'Colour', values: ['Red', 'Blue'] },
      ],
      variants: [
        { sku: 'RUNNING-SHOE-8-RED', options: { Size: '8', Colour: 'Red' }, price: 1299, mrp: 1999, quantity: 4 },
        { sku: 'RUNNING-SHOE-8-BLUE', options: { Size: '8', Colour: 'Blue' }, price: 1299, quantity: 0 },
      ],
    });
  });

  it('allows at most 3 options, never the same value twice, and shows the server’s message', () => {
    render(<Harness error="variants[0] (S-8): MRP must be at least the selling price" />);
    for (let i = 0; i < 3; i++) fireEvent.click(screen.getByRole('button', { name: 'Add an option' }));
    expect(screen.queryByRole('button', { name: 'Add an option' })).toBeNull();
    fireEvent.input(screen.getByLabelText('Option 1 name'), { target: { value: 'Size' } });
    addValues('Size', '8, 8');
    expect(screen.getByRole('list', { name: 'Values of Size' }).textContent).toBe('8×');
    expect(screen.getByTestId('variants-error').textContent).toBe('variants[0] (S-8): MRP must be at least the selling price');
  });

  it('regenerates nothing for options without a name or values', () => {
    expect(regenerate([{ name: '', values: ['8'] }], [], { name: 'x', price: '1' })).toEqual([]);
    expect(regenerate([{ name: 'Size', values: [] }], [], { name: 'x', price: '1' })).toEqual([]);
  });
});
