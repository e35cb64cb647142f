import { describe, expect, it } from 'vitest';
import { SHOP_CATEGORY_VALUES } from '@bazaar/shared';
import { CITY_CODES, citiesOf, domainOf } from './network.js';

describe('Bazaar’s cities and categories on ONDC (decision 076)', () => {
  it('names each city by its STD code and finds the cities of a list of codes', () => {
    expect(citiesOf(['std:080', 'std:011'])).toEqual(['Bengaluru', 'Delhi']);
    expect(citiesOf(['std:999'])).toEqual([]);
    expect(new Set(Object.values(CITY_CODES)).size).toBe(Object.keys(CITY_CODES).length);
  });

  it('trades each shop category in one retail domain, and Other in none', () => {
    expect(SHOP_CATEGORY_VALUES.map((c) => [c, domainOf(c)])).toEqual([
      ['Grocery', 'ONDC:RET10'],
      ['Clothing', 'ONDC:RET12'],
      ['Electronics', 'ONDC:RET14'],
      ['Building&Construction', 'ONDC:RET16'],
      ['Food', 'ONDC:RET11'],
      ['Other', undefined],
    ]);
  });
});
