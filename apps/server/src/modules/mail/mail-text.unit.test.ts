import { describe, expect, it } from 'vitest';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  CANCEL_REASONS,
  GRIEVANCE_STATUSES,
  LANGUAGES,
  REFUSE_REASON_LABELS,
  RETURN_REASON_LABELS,
  RETURN_STATUSES,
  SHOP_CANCEL_REASONS,
  type OrderDto,
} from '@bazaar/shared';
import { sayCalls } from '../../../test/support/mail-scan.js';
import { istTime, MAIL_CATALOGS, placeholders, sayer } from './mail-text.js';
import { RETURN_STATUS_WORDS } from './return-messages.js';
import { orderPlacedMail } from './messages.js';

const here = path.dirname(fileURLToPath(import.meta.url));
/** Every file that writes a mail's words. */
const BUILDERS = ['layout.ts', 'messages.ts', 'grievance-messages.ts', 'return-messages.ts', 'onboarding-messages.ts'].map((f) => path.join(here, f));
const calls = sayCalls(BUILDERS);
/** The texts said through a variable: each from a table the test reads too. */
const DYNAMIC = RETURN_STATUS_WORDS;
const keys = [...new Set([...calls.flatMap((c) => (c.key === null ? [] : [c.key])), ...Object.values(DYNAMIC)])];
/** Fixed values handed to the builders from lists in the code (statuses, reasons, the escalation's sentences). */
const TERMS = [
  ...CANCEL_REASONS,
  ...SHOP_CANCEL_REASONS,
  ...Object.values(REFUSE_REASON_LABELS),
  ...Object.values(RETURN_REASON_LABELS),
  ...RETURN_STATUSES,
  ...GRIEVANCE_STATUSES,
  'The shop',
  'This complaint was not resolved by its due date.',
  'Nobody answered this complaint in time.',
];

describe('every mail has its words in every language (decision 091)', () => {
  it('finds the builders’ texts, and says only one of them through a variable', () => {
    expect(keys.length).toBeGreaterThan(100);
    expect(calls.filter((c) => c.key === null).map((c) => `${path.basename(c.file)}:${c.line}`)).toHaveLength(1);
  });

  for (const language of LANGUAGES.filter((l) => l !== 'en')) {
    const catalog = MAIL_CATALOGS[language]!;
    it(`${language}: every text has a translation with the same placeholders, none left in English`, () => {
      const missing = keys.filter((k) => !(k in catalog.texts));
      expect(missing, `add these to the ${language} mail catalog`).toEqual([]);
      const wrong = keys.filter((k) => placeholders(k).join() !== placeholders(catalog.texts[k]!).join());
      expect(wrong, 'placeholders differ from the English').toEqual([]);
      const untranslated = keys.filter((k) => /[A-Za-z]{3}/.test(k.replace(/\{\w+\}|Bazaar|PAN|GSTIN|PDF|"Forgot password\?"/g, '')) && catalog.texts[k] === k);
      expect(untranslated).toEqual([]);
      const stale = Object.keys(catalog.texts).filter((k) => !keys.includes(k));
      expect(stale, 'entries no builder says any more').toEqual([]);
    });
    it(`${language}: every fixed value a mail is handed has a term`, () => {
      expect(TERMS.filter((t) => !(t in catalog.terms))).toEqual([]);
    });
  }
});

describe('mail words', () => {
  it('English is the template itself, filled once (a value holding {x} stays as it is)', () => {
    expect(sayer('en')('Order {orderNumber} placed with {shop}', { orderNumber: 'A1', shop: '{shop} & Co' })).toBe('Order A1 placed with {shop} & Co');
    expect(sayer('hi')('Order {orderNumber} placed with {shop}', { orderNumber: 'A1', shop: '{shop}' })).toBe('ऑर्डर A1 {shop} को भेज दिया गया');
  });

  it('dates in IST: Hindi month names, digits 0-9', () => {
    const d = new Date('2026-11-27T10:05:00Z');
    expect(istTime(d, 'en')).toBe('27 Nov 2026, 3:35 pm IST');
    expect(istTime(d, 'hi')).toMatch(/^27 नव॰ 2026, 3:35 pm IST$/);
  });

  it('a Hindi order mail keeps ₹ with Indian grouping', () => {
    const o = {
      _id: '0190a1b2-c3d4-7e5f-8a9b-0c1d2e3f4a5b',
      orderNumber: '2E3F4A5B',
      items: [{ name: 'Gold Chain', quantity: 1, total: 123_456 }],
      shop: { _id: 's', name: 'Shree', address: 'x', phone: '9876543210' },
      deliveryCharge: 0,
      codFee: 0,
      totalAmount: 123_456,
    } as unknown as OrderDto;
    const m = orderPlacedMail('https://b.test', 'Asha', [o], 123_456, 'hi');
    expect(m.subject).toBe('ऑर्डर 2E3F4A5B Shree को भेज दिया गया');
    expect(m.text).toContain('कुल: ₹1,23,456.00');
    expect(m.html).toContain('<html lang="hi">');
  });
});
