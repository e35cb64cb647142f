import { describe, expect, it } from 'vitest';
import {
  composeAddress,
  DELIVERY_STATES,
  deliveryAddressSchema,
  GST_RATE_SLABS,
  GST_STATES,
  gstRateSchema,
  gstRateSchemaOn,
  gstRatesOn,
  gstRegistrationSchema,
  hsnCodeSchema,
  istDate,
  isValidGstRate,
  PIN_PREFIXES,
  pincodeFromText,
  pincodeMatchesState,
  stateByNameOrCode,
  stateFromGstin,
  stateTaxName,
  statesForPincode,
} from '../index.js';

const firstMessage = (r: { success: boolean; error?: { issues: { message: string }[] } }) => r.error?.issues[0]?.message;

describe('IST dates', () => {
  it('reads an instant as the calendar date in India', () => {
    expect(istDate(new Date('2026-03-31T18:29:59Z'))).toBe('2026-03-31');
    expect(istDate(new Date('2026-03-31T18:30:00Z'))).toBe('2026-04-01');
    expect(istDate('2025-09-22')).toBe('2025-09-22');
    expect(() => istDate('soon')).toThrow(RangeError);
  });
});

describe('GST rate slabs by date', () => {
  it('has the 2017 set until 21 Sep 2025 and the 2025 set from 22 Sep 2025 (IST)', () => {
    expect(gstRatesOn('2025-09-21')).toEqual([0, 0.25, 3, 5, 12, 18, 28]);
    expect(gstRatesOn('2025-09-22')).toEqual([0, 0.25, 3, 5, 18, 40]);
    // 22 Sep 00:00 IST is 21 Sep 18:30 UTC
    expect(gstRatesOn(new Date('2025-09-21T18:29:59Z'))).toContain(12);
    expect(gstRatesOn(new Date('2025-09-21T18:30:00Z'))).toContain(40);
    expect(gstRatesOn('2017-06-30')).toEqual([]);
    expect(gstRatesOn('2017-07-01')).toContain(28);
  });
  it('slabs are contiguous and do not overlap', () => {
    for (let i = 1; i < GST_RATE_SLABS.length; i++) {
      const prevEnd = new Date(GST_RATE_SLABS[i - 1]!.to! + 'T00:00:00Z');
      const start = new Date(GST_RATE_SLABS[i]!.from + 'T00:00:00Z');
      expect(start.getTime() - prevEnd.getTime()).toBe(86_400_000);
    }
    expect(GST_RATE_SLABS.at(-1)!.to).toBeNull();
  });
  it('validates a rate against the date', () => {
    expect(isValidGstRate(12, '2025-01-01')).toBe(true);
    expect(isValidGstRate(12, '2026-01-01')).toBe(false);
    expect(isValidGstRate(40, '2026-01-01')).toBe(true);
    expect(isValidGstRate(0.25, '2026-01-01')).toBe(true);
    expect(isValidGstRate(7, '2026-01-01')).toBe(false);
  });
  it('zod schema names the field and lists the slabs in force', () => {
    const on2026 = gstRateSchemaOn('2026-11-23');
    expect(on2026.parse(18)).toBe(18);
    expect(on2026.parse('5')).toBe(5);
    expect(firstMessage(on2026.safeParse(12))).toBe('GST rate must be one of 0, 0.25, 3, 5, 18, 40 %');
    expect(firstMessage(on2026.safeParse('abc'))).toBe('GST rate must be a number (percent)');
    expect(firstMessage(on2026.safeParse(''))).toBe('GST rate must be a number (percent)');
    expect(firstMessage(on2026.safeParse(undefined))).toBe('GST rate is required');
    expect(firstMessage(gstRateSchemaOn('2025-01-01').safeParse(40))).toBe('GST rate must be one of 0, 0.25, 3, 5, 12, 18, 28 %');
    expect(gstRateSchema.parse(40)).toBe(40); // today (after 22 Sep 2025)
  });
});

describe('GST state codes', () => {
  it('covers 01–38, 97 and 99 with the portal names', () => {
    const codes = GST_STATES.map((s) => s.code);
    for (let i = 1; i <= 38; i++) expect(codes).toContain(String(i).padStart(2, '0'));
    expect(codes).toContain('97');
    expect(codes).toContain('99');
    expect(new Set(codes).size).toBe(codes.length);
    expect(stateByNameOrCode('26')!.name).toBe('Dadra and Nagar Haveli and Daman and Diu');
    expect(stateByNameOrCode('38')!.name).toBe('Ladakh');
    expect(stateByNameOrCode('97')!.name).toBe('Other Territory');
    expect(stateByNameOrCode('99')!.name).toBe('Centre Jurisdiction');
    expect(stateByNameOrCode('37')!.name).toBe('Andhra Pradesh');
  });
  it('finds a state by name (any case, & for and, old names) or code', () => {
    expect(stateByNameOrCode('Maharashtra')!.code).toBe('27');
    expect(stateByNameOrCode('  tamil nadu ')!.code).toBe('33');
    expect(stateByNameOrCode('Andaman & Nicobar Islands')!.code).toBe('35');
    expect(stateByNameOrCode('Orissa')!.code).toBe('21');
    expect(stateByNameOrCode('Andhra Pradesh')!.code).toBe('37');
    expect(stateByNameOrCode('Daman and Diu')!.code).toBe('26');
    expect(stateByNameOrCode('7')!.code).toBe('07');
    expect(stateByNameOrCode('Atlantis')).toBeUndefined();
    expect(stateByNameOrCode('40')).toBeUndefined();
  });
  it('names the state half of the tax UTGST in union territories without a legislature', () => {
    expect(stateTaxName('27')).toBe('SGST');
    expect(stateTaxName('07')).toBe('SGST'); // Delhi has a legislature
    expect(stateTaxName('04')).toBe('UTGST');
    expect(stateTaxName('38')).toBe('UTGST');
  });
  it('reads the state from a GSTIN', () => {
    expect(stateFromGstin('27AAPFU0939F1ZV')!.name).toBe('Maharashtra');
    expect(stateFromGstin('29ABCDE1234F1Z5')!.code).toBe('29');
    expect(stateFromGstin('99AAAAA0000A1Z0')!.name).toBe('Centre Jurisdiction');
    expect(stateFromGstin('00AAAAA0000A1Z0')).toBeUndefined();
    expect(stateFromGstin('')).toBeUndefined();
  });
  it('offers every active place with PIN codes for delivery, and each has PIN prefixes', () => {
    expect(DELIVERY_STATES.map((s) => s.code)).not.toContain('97');
    expect(DELIVERY_STATES.map((s) => s.code)).not.toContain('25');
    expect(DELIVERY_STATES).toHaveLength(36);
    for (const st of DELIVERY_STATES) expect(PIN_PREFIXES[st.code], st.name).toBeDefined();
  });
});

describe('PIN codes', () => {
  it('maps PINs to states by India Post prefixes, the longest prefix winning', () => {
    expect(statesForPincode('400001')).toEqual(['27']); // Mumbai
    expect(statesForPincode('403001')).toEqual(['30']); // Panaji, not Maharashtra
    expect(statesForPincode('560001')).toEqual(['29']); // Bengaluru
    expect(statesForPincode('110001')).toEqual(['07']);
    expect(statesForPincode('737101')).toEqual(['11']); // Gangtok, not West Bengal
    expect(statesForPincode('700001')).toEqual(['19']);
    expect(statesForPincode('834001')).toEqual(['20']); // Ranchi
    expect(statesForPincode('800001')).toEqual(['10']); // Patna
    expect(statesForPincode('500001')).toEqual(['36']); // Hyderabad
    expect(statesForPincode('520001')).toEqual(['37']); // Vijayawada
    expect(statesForPincode('248001')).toEqual(['05']); // Dehradun
    expect(statesForPincode('226001')).toEqual(['09']); // Lucknow
    expect(statesForPincode('744101')).toEqual(['35']);
    expect(statesForPincode('194101')).toEqual(['01', '38']); // Leh: shared prefix, both accepted
    expect(statesForPincode('160017')).toEqual(['03', '04']);
    expect(statesForPincode('605001')).toEqual(['33', '34']);
    expect(statesForPincode('999001')).toEqual([]); // Army Postal Service
    expect(statesForPincode('012345')).toEqual([]);
    expect(statesForPincode('41100')).toEqual([]);
  });
  it('checks a PIN against a state given by code or name', () => {
    expect(pincodeMatchesState('411001', '27')).toBe(true);
    expect(pincodeMatchesState('411001', 'Maharashtra')).toBe(true);
    expect(pincodeMatchesState('411001', 'Karnataka')).toBe(false);
    expect(pincodeMatchesState('411001', 'Nowhere')).toBe(false);
  });
  it('finds the PIN in a free-text address, not a mobile number', () => {
    expect(pincodeFromText('Rajesh, 9876543210, 12 MG Road, Pune 411001')).toBe('411001');
    expect(pincodeFromText('Flat 4, Koramangala, Bengaluru - 560 034, ph 9876543210')).toBe('560034');
    expect(pincodeFromText('House 12, Sector 5, ph 9876543210')).toBeNull();
    expect(pincodeFromText('PIN:110001.')).toBe('110001');
  });
});

describe('HSN, registration and delivery address schemas', () => {
  it('takes 4, 6 or 8 digit HSN codes and names the field otherwise', () => {
    expect(hsnCodeSchema.parse('0401')).toBe('0401');
    expect(hsnCodeSchema.parse(' 100630 ')).toBe('100630');
    expect(hsnCodeSchema.parse('10063010')).toBe('10063010');
    for (const bad of ['401', '10063', '1006301', '1006301A', '']) {
      expect(firstMessage(hsnCodeSchema.safeParse(bad))).toBe('HSN code must be 4, 6 or 8 digits');
    }
    expect(firstMessage(hsnCodeSchema.safeParse(undefined))).toBe('HSN code is required');
  });
  it('knows the three registrations', () => {
    expect(gstRegistrationSchema.parse('composition')).toBe('composition');
    expect(firstMessage(gstRegistrationSchema.safeParse('casual'))).toBe('GST registration must be one of regular, composition, unregistered');
  });

  const good = {
    name: 'Rajesh Kumar',
    phone: '+91 98765 43210',
    line1: '12 MG Road',
    line2: 'Near Temple',
    city: 'Pune',
    state: 'Maharashtra',
    pincode: '411001',
  };
  it('normalises the state to its code and the phone to 10 digits', () => {
    const a = deliveryAddressSchema.parse(good);
    expect(a).toEqual({ ...good, phone: '9876543210', state: '27' });
    expect(deliveryAddressSchema.parse({ ...good, state: '27', line2: '' }).line2).toBeUndefined();
    expect(deliveryAddressSchema.parse({ ...good, pincode: 411001 }).pincode).toBe('411001');
  });
  it('refuses a PIN from another state, naming the PIN code and both states', () => {
    const r = deliveryAddressSchema.safeParse({ ...good, state: 'Karnataka' });
    expect(r.success).toBe(false);
    expect(r.error!.issues[0]!.path).toEqual(['pincode']);
    expect(firstMessage(r)).toBe('PIN code 411001 is in Maharashtra, not Karnataka');
    expect(firstMessage(deliveryAddressSchema.safeParse({ ...good, pincode: '999001' }))).toBe('PIN code 999001 is not a PIN code of Maharashtra');
  });
  it('names each bad field', () => {
    expect(firstMessage(deliveryAddressSchema.safeParse({ ...good, name: ' ' }))).toBe('Name is required');
    expect(firstMessage(deliveryAddressSchema.safeParse({ ...good, phone: '12345' }))).toMatch(/^Mobile number /);
    expect(firstMessage(deliveryAddressSchema.safeParse({ ...good, line1: undefined }))).toBe('House/street is required');
    expect(firstMessage(deliveryAddressSchema.safeParse({ ...good, city: '' }))).toBe('City is required');
    expect(firstMessage(deliveryAddressSchema.safeParse({ ...good, state: 'Atlantis' }))).toBe(
      'State must be an Indian state or union territory (name or GST state code)',
    );
    expect(firstMessage(deliveryAddressSchema.safeParse({ ...good, state: '97' }))).toBe('State must be a place with PIN codes');
    expect(firstMessage(deliveryAddressSchema.safeParse({ ...good, pincode: '41100' }))).toBe('PIN code must be 6 digits and not start with 0');
    expect(firstMessage(deliveryAddressSchema.safeParse('Pune'))).toMatch(/^Delivery address must be an object/);
  });
  it("an empty address form gets each field's own message (the PIN/state check does not crash on them)", () => {
    const r = deliveryAddressSchema.safeParse({ name: '', phone: '', line1: '', line2: '', city: '', state: '', pincode: '' });
    expect(r.success).toBe(false);
    const fields = r.error!.issues.map((i) => i.path.join('.'));
    expect(new Set(fields)).toEqual(new Set(['name', 'phone', 'line1', 'city', 'state', 'pincode']));
    expect(r.error!.issues.find((i) => i.path[0] === 'pincode')!.message).toBe('PIN code is required');
    // A bad PIN with a good state: only the PIN's format message, not also "not a PIN code of".
    const bad = deliveryAddressSchema.safeParse({ ...good, pincode: '41100' });
    expect(bad.error!.issues.map((i) => i.message)).toEqual(['PIN code must be 6 digits and not start with 0']);
  });
  it('composes the plain address string with the state name and PIN', () => {
    expect(composeAddress(deliveryAddressSchema.parse(good))).toBe('Rajesh Kumar, 9876543210, 12 MG Road, Near Temple, Pune, Maharashtra - 411001');
    const noLandmark = composeAddress({ ...good, line2: undefined, state: '29', pincode: '560001', city: 'Bengaluru' });
    expect(noLandmark).toBe('Rajesh Kumar, +91 98765 43210, 12 MG Road, Bengaluru, Karnataka - 560001');
    expect(pincodeFromText(noLandmark)).toBe('560001');
  });
});
