import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderNumber } from '@bazaar/shared';
import { outbox } from '../../db/schema.js';
import { createTestApp, ENGINE, type TestApp } from '../../../test/support/harness.js';
import { api, product, shopWithAdmin, type Account } from '../../../test/support/cart-orders.js';
import { startSmtp, until, type TestSmtp } from '../../../test/support/smtp.js';

const APP_URL = 'https://bazaar.test';
const FAST_WORKER = { pollMs: 50, retryBaseMs: 50, retryMaxMs: 200, leaseMs: 5_000, from: 'Bazaar <no-reply@bazaar.test>' };

/** Issue 28 (decision 091): every mail in its recipient's language, English ones exactly as before. */
describe(`mails in the recipient's language, through a real SMTP server on loopback (${ENGINE})`, () => {
  let smtp: TestSmtp;
  let t: TestApp;
  let a: ReturnType<typeof api>;
  let hindi: Account;
  let english: Account;
  beforeAll(async () => {
    smtp = await startSmtp();
    t = await createTestApp({ mail: { transport: smtp.transport(), appUrl: APP_URL, worker: FAST_WORKER } });
    a = api(t);
    hindi = await t.account('user', { name: 'Asha Rao' });
    english = await t.account('user', { name: 'Ravi Kumar' });
    const res = await a.call('PUT', '/api/account/language', hindi, { language: 'hi' });
    expect(res.statusCode, res.body).toBe(200);
    await t.account('superadmin', { name: 'Platform Owner' });
  });
  afterAll(async () => {
    await t.close();
    await smtp.stop();
  });

  const to = (email: string) => smtp.received.filter((m) => m.to.includes(email));
  // Up to 60 s: the delivered mail renders its invoice PDF, which took seconds on the loaded shared machine.
  const settled = () =>
    until(async () => (await t.database.db.select({ status: outbox.status }).from(outbox)).every((r) => r.status === 'sent'), 60_000, 'every message sent');

  /** Places one order of one item for `who` and returns its id. */
  async function place(who: Account, shopId: string, productId: string): Promise<string> {
    expect((await a.add(who, productId, 1)).statusCode).toBe(200);
    const res = await a.order(who);
    expect(res.statusCode, res.body).toBe(201);
    return res.json().orders[0]._id as string;
  }

  it('a Hindi account’s order placed and status mails are in Hindi; an English account’s and the shop’s are unchanged', async () => {
    const { shop, admin } = await shopWithAdmin(t);
    const p = await product(t, shop.id, { name: 'Silk Saree', price: 12_345.5, quantity: 10 });
    const hi = await place(hindi, shop.id, p.id);
    const en = await place(english, shop.id, p.id);
    for (const id of [hi, en]) {
      expect((await a.setStatus(admin, id, 'Confirmed')).statusCode).toBe(200);
      expect((await a.setStatus(admin, id, 'Delivered')).statusCode).toBe(200);
    }
    await settled();
    const [nh, ne] = [orderNumber(hi), orderNumber(en)];

    const mine = to(hindi.email);
    expect(mine.map((m) => m.subject).sort()).toEqual(
      [`ऑर्डर ${nh} ${shop.name} को भेज दिया गया`, `${shop.name} ने ऑर्डर ${nh} कन्फ़र्म किया`, `ऑर्डर ${nh} डिलीवर हो गया`].sort(),
    );
    const placed = mine.find((m) => m.subject.startsWith('ऑर्डर') && m.subject.endsWith('भेज दिया गया'))!;
    for (const part of [placed.text, placed.html]) {
      expect(part).toContain('नमस्ते Asha Rao, ऑर्डर करने के लिए धन्यवाद।');
      expect(part).toContain('डिलीवरी पर आप कैश में पेमेंट करेंगे');
      expect(part).toContain('Silk Saree × 1');
      expect(part).toContain('₹12,345.50'); // ₹, grouping, digits 0-9 (lakhs: messages.unit.test.ts)
      expect(part).toContain('डिलीवरी पर देना है');
      expect(part).toContain('मेरे ऑर्डर देखें');
      expect(part).toContain('Bazaar, आपके आस-पास की दुकानों का ऑनलाइन बाज़ार।');
      expect(part).not.toMatch(/thank you|Total|Delivery|See my orders/);
    }
    expect(placed.html).toContain('<html lang="hi">');
    const confirmed = mine.find((m) => m.subject.includes('कन्फ़र्म किया'))!;
    expect(confirmed.text).toContain(`नमस्ते Asha Rao, ${shop.name} ने ऑर्डर ${nh} कन्फ़र्म कर दिया है`);
    expect(confirmed.text).toMatch(/कृपया ₹1\d,\d{3}\.\d\d कैश तैयार रखें।/);
    const delivered = mine.find((m) => m.subject.includes('डिलीवर हो गया'))!;
    expect(delivered.text).toMatch(/इनवॉइस \S+ PDF के रूप में साथ में है।/);
    expect(delivered.attachments).toHaveLength(1);

    // The English account: the very words of before.
    const theirs = to(english.email);
    expect(theirs.map((m) => m.subject).sort()).toEqual(
      [`Order ${ne} placed with ${shop.name}`, `Order ${ne} confirmed by ${shop.name}`, `Order ${ne} delivered`].sort(),
    );
    const enPlaced = theirs.find((m) => m.subject.includes('placed'))!;
    expect(enPlaced.text).toContain('Hello Ravi Kumar, thank you for your order. Your shop will confirm it soon; you pay in cash when it is delivered.');
    expect(enPlaced.text).toContain('Bazaar, an online marketplace of local shops.');
    expect(enPlaced.html).toContain('<html lang="en">');
    expect(enPlaced.text + enPlaced.html).not.toMatch(/[\u0900-\u097F]/);

    // The shop's owner (an English account) reads the Hindi shopper's order in English.
    const shopMails = to(admin.email).filter((m) => m.subject.startsWith('New order'));
    expect(shopMails.map((m) => m.subject.split(':')[0]).sort()).toEqual([`New order ${nh}`, `New order ${ne}`].sort());
    expect(shopMails.find((m) => m.subject.includes(nh))!.text).toContain('Asha Rao placed order');
  });

  it('the language is the account’s when the mail is queued: switching later does not rewrite it', async () => {
    const { shop, admin } = await shopWithAdmin(t);
    const p = await product(t, shop.id, { name: 'Brass Lamp', price: 999, quantity: 10 });
    const id = await place(english, shop.id, p.id);
    expect((await a.call('PUT', '/api/account/language', english, { language: 'hi' })).statusCode).toBe(200);
    expect((await a.setStatus(admin, id, 'Confirmed')).statusCode).toBe(200);
    expect((await a.call('PUT', '/api/account/language', english, { language: 'en' })).statusCode).toBe(200);
    await settled();
    const n = orderNumber(id);
    const subjects = to(english.email).map((m) => m.subject);
    expect(subjects).toContain(`Order ${n} placed with ${shop.name}`);
    expect(subjects).toContain(`${shop.name} ने ऑर्डर ${n} कन्फ़र्म किया`);
  });

  it('someone without an account hears in the language of their request; the platform owner in their account’s', async () => {
    const email = `vendor.${Date.now()}@example.in`;
    const res = await a.call(
      'POST',
      '/shop/ragister/shopform',
      null,
      { name: 'Ganga Stores', email, phone: '9876543210', pan: 'ABCDE1234F', address: '4 Main Road, Nashik', categoryofshop: 'Grocery' },
      { 'accept-language': 'hi-IN,hi;q=0.9,en;q=0.8' },
    );
    expect(res.statusCode, res.body).toBe(201);
    await settled();
    const vendor = to(email);
    expect(vendor).toHaveLength(1);
    expect(vendor[0]!.subject).toBe('Bazaar पर Ganga Stores खोलने का आपका अनुरोध हमें मिल गया');
    expect(vendor[0]!.text).toContain('नमस्ते Ganga Stores, Bazaar पर बेचने में रुचि के लिए धन्यवाद।');
    expect(smtp.received.filter((m) => m.subject === 'Shop registration request: Ganga Stores')).toHaveLength(1);
  });
});
