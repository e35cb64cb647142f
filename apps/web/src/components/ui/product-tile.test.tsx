// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { ProductTile, type TileProduct } from './product-tile';

afterEach(cleanup);

const tile = (over: Partial<TileProduct>): TileProduct => ({
  _id: 'p1',
  name: 'Basmati rice',
  price: 1299,
  image: null,
  unit: 'kg',
  netQuantity: 5,
  inStock: true,
  shop: { name: 'Sharma Kirana', location: 'Pune' },
  ...over,
});

const draw = (p: TileProduct) =>
  render(
    <MemoryRouter>
      <ul>
        <ProductTile p={p} soldOut="Sold out" testId="tile" />
      </ul>
    </MemoryRouter>,
  );

describe('ProductTile (home search and search page)', () => {
  it('reads the price, the struck MRP and the discount, and the unit sale price', () => {
    draw(tile({ mrp: 1999, discountPercent: 35, unitSalePrice: { price: 259.8, per: 'kg' } }));
    expect(screen.getByTestId('price-line').textContent).toBe('₹1,299.00/ 5 kgMRP ₹1,999.0035% off');
    expect(screen.getByText('₹1,999.00').tagName).toBe('S');
    expect(screen.getByTestId('unit-price').textContent).toBe('(₹259.80 per kg)');
  });

  it('says "From" for a product with options, and shows no MRP that is not above the price', () => {
    draw(tile({ mrp: 1299, discountPercent: null, options: [{ name: 'Size', values: ['7'] }], unit: null, netQuantity: null }));
    expect(screen.getByTestId('price-line').textContent).toBe('From₹1,299.00');
    expect(screen.queryByTestId('unit-price')).toBeNull();
  });
});
