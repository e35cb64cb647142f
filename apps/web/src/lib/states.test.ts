// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { DELIVERY_STATES, DELIVERY_STATES_BY_NAME, GST_STATES } from '@bazaar/shared';
import { activateLanguage } from '@/i18n/i18n';
import { stateText, statesForSelect } from './states';

afterEach(() => activateLanguage('en'));

describe('state names in the active language', () => {
  it('reads in English exactly as the GST portal spells them, from a name, a code or another spelling', () => {
    expect(GST_STATES.map((s) => stateText(s.code))).toEqual(GST_STATES.map((s) => s.name));
    expect(stateText('Maharashtra')).toBe('Maharashtra');
    expect(stateText('orissa')).toBe('Odisha');
    expect(stateText('7')).toBe('Delhi');
    expect(stateText('27-Maharashtra')).toBe('27-Maharashtra');
  });

  it('lists the delivery states in English in the order the shared list has', () => {
    expect(statesForSelect(DELIVERY_STATES)).toEqual(DELIVERY_STATES_BY_NAME.map((s) => ({ code: s.code, name: s.name })));
  });

  it('names every state and union territory in Hindi, and sorts the select in Hindi order', async () => {
    await activateLanguage('hi');
    expect(stateText('Maharashtra')).toBe('महाराष्ट्र');
    expect(stateText('27')).toBe('महाराष्ट्र');
    // A place of supply as the GST returns write it keeps its code.
    expect(stateText('27-Maharashtra')).toBe('27-महाराष्ट्र');
    expect(stateText('27-Goa')).toBe('27-Goa');
    expect(stateText('Tamil Nadu')).toBe('तमिलनाडु');
    expect(stateText('Dadra and Nagar Haveli and Daman and Diu')).toBe('दादरा और नगर हवेली और दमन और दीव');
    // Every code has a Hindi name (a new code in packages/shared fails here until it has one).
    for (const s of GST_STATES) expect(stateText(s.code), s.code).toMatch(/^[\u0900-\u097F\s()]+$/);
    const listed = statesForSelect(DELIVERY_STATES);
    expect(listed.map((s) => s.code).sort()).toEqual(DELIVERY_STATES.map((s) => s.code).sort());
    expect(listed[0]).toEqual({ code: '35', name: 'अंडमान और निकोबार द्वीपसमूह' });
    const names = listed.map((s) => s.name);
    expect(names).toEqual([...names].sort(new Intl.Collator('hi-IN').compare));
  });

  it('shows a name it does not know as it is, in any language', async () => {
    await activateLanguage('hi');
    expect(stateText('Atlantis')).toBe('Atlantis');
  });
});
