import { describe, expect, it } from 'vitest';
import { gstinCheckChar } from '@bazaar/shared';
import { bppTerms, localityOf, serviceabilityOf, shopAddress, startLocation, stateOf } from './provider-shapes.js';

const shop = {
  id: 'S1',
  name: 'Iyer Stores',
  address: '3 Pondy Bazaar, T. Nagar, Chennai 600017',
  city: 'Chennai',
  phone: '9840012345',
  gps: '13.0418,80.2341',
  pincode: null,
  stateCode: null,
};

describe('a Bazaar shop as an ONDC provider (retail 1.2.5)', () => {
  it('reads the locality out of the one-line address: the last part that is neither the city nor the PIN', () => {
    expect(localityOf(shop.address, 'Chennai')).toBe('T. Nagar');
    expect(localityOf('12 MG Road, Bengaluru 560001', 'Bengaluru')).toBe('12 MG Road');
    expect(localityOf('Bengaluru 560001', 'Bengaluru')).toBe('Bengaluru');
  });

  it('names the state by the shop’s GST state code, else by its PIN code', () => {
    expect(stateOf({ ...shop, stateCode: '29' })).toBe('Karnataka');
    expect(stateOf(shop)).toBe('Tamil Nadu');
    expect(shopAddress(shop)).toEqual({ locality: 'T. Nagar', street: shop.address, city: 'Chennai', area_code: '600017', state: 'Tamil Nadu' });
  });

  it('starts the delivery at the shop: its name, point and full address', () => {
    expect(startLocation(shop)).toEqual({
      id: 'S1-L1',
      descriptor: { name: 'Iyer Stores' },
      gps: '13.0418,80.2341',
      address: { ...shopAddress(shop), name: 'Iyer Stores', building: '3 Pondy Bazaar', country: 'IND' },
    });
  });

  it('turns the delivery area into serviceability: all India without a list, PIN codes and ranges with one', () => {
    expect(serviceabilityOf([])).toEqual({ type: '12', val: 'IND', unit: 'country' });
    expect(serviceabilityOf(null)).toEqual({ type: '12', val: 'IND', unit: 'country' });
    expect(serviceabilityOf(['600017', '560'])).toEqual({ type: '11', val: '600017,560000-560999', unit: 'pincode' });
  });

  it('gives the marketplace’s terms: Bazaar’s GSTIN when configured, the shop’s PAN, np_type MSN', () => {
    const gstin = `29AAGCB1286Q1Z${gstinCheckChar('29AAGCB1286Q1Z')}`;
    expect(bppTerms({ pan: 'ABCDE1234F' }, gstin).list).toEqual([
      { code: 'tax_number', value: gstin },
      { code: 'provider_tax_number', value: 'ABCDE1234F' },
      { code: 'np_type', value: 'MSN' },
    ]);
    expect(bppTerms({ pan: 'not a pan' }, undefined).list).toEqual([{ code: 'np_type', value: 'MSN' }]);
  });
});
