import { describe, expect, it } from 'vitest';
import { addressFromPincode, DELIVERY_STATES_BY_NAME, savedAddressBody } from './addresses.js';
import { DELIVERY_STATES } from './gst/states.js';

describe('saved addresses: what a PIN tells, the state list (issue 22 #9)', () => {
  it('fills the state of a PIN with one state, and the city of a large city', () => {
    expect(addressFromPincode('411045')).toEqual({ state: '27', states: ['27'], city: 'Pune' });
    expect(addressFromPincode('560001')).toEqual({ state: '29', states: ['29'], city: 'Bengaluru' });
    // Goa's 403 beats Maharashtra's 40; no city for a district that is not one city.
    expect(addressFromPincode('403001')).toEqual({ state: '30', states: ['30'] });
  });

  it('leaves the state to the shopper where a prefix is shared, and reads nothing from a non-PIN', () => {
    expect(addressFromPincode('396001')).toEqual({ states: ['24', '26'] });
    expect(addressFromPincode('41104')).toBeNull();
    expect(addressFromPincode('011045')).toBeNull();
    expect(addressFromPincode('999999')).toEqual({ states: [] });
  });

  it('lists the delivery states A–Z by name, all of them', () => {
    const names = DELIVERY_STATES_BY_NAME.map((s) => s.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en')));
    expect(names[0]).toBe('Andaman and Nicobar Islands');
    expect(new Set(DELIVERY_STATES_BY_NAME)).toEqual(new Set(DELIVERY_STATES));
  });

  it("checks a saved address as the checkout's, with isDefault optional", () => {
    const ok = savedAddressBody.safeParse({
      name: 'A',
      phone: '9876543210',
      line1: 'x',
      city: 'Pune',
      state: 'Maharashtra',
      pincode: '411001',
      isDefault: true,
    });
    expect(ok.success && ok.data).toMatchObject({ state: '27', isDefault: true });
    expect(savedAddressBody.safeParse({ name: 'A', phone: '9876543210', line1: 'x', city: 'Pune', state: 'Karnataka', pincode: '411001' }).success).toBe(false);
  });
});
