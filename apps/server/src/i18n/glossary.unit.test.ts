/**
 * The Hindi glossary kept everywhere (issue 28, decision 090's addendum of 2026-11-28): the table of
 * apps/web/src/i18n/glossary.md is read as it is, and every Hindi text of the web catalogs, of the server's messages
 * and of the mails is held to it. Where the English text has a glossary term, the Hindi says it with one of the
 * glossary's words and never with one the glossary rules out ("Confirmed" is कन्फ़र्म हुआ on every screen, never
 * पक्का हुआ on one and कन्फ़र्म on another). Lives with the server's catalogs because the web app may not import
 * the server (eslint); the web catalogs are read as files.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { HI_MAIL_TERMS, HI_MAILS } from './mails-hi.js';
import { SERVER_CATALOGS } from './translate.js';

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');
const locales = path.join(repo, 'apps/web/src/i18n/locales');

interface Row {
  terms: string[];
  words: string[];
  not: string[];
}

const cells = (line: string) =>
  line
    .replace(/^\||\|$/g, '')
    .split('|')
    .map((c) => c.trim());
const list = (cell: string) =>
  cell
    .replace(/\([^)]*\)/g, '')
    .split(/,|\//)
    .map((w) => w.replace(/`/g, '').trim())
    .filter((w) => w && w !== 'unchanged');

/** The glossary's table: its English terms, the Hindi words that say them, the words that must not. */
function glossaryRows(markdown: string): Row[] {
  const lines = markdown.split('\n').filter((l) => l.startsWith('|'));
  const [head, , ...body] = lines;
  if (cells(head ?? '').join() !== 'English,हिन्दी,Not,Notes') throw new Error('The glossary table must have the columns English | हिन्दी | Not | Notes');
  return body.map((l) => {
    const [english, hindi, not] = cells(l);
    return { terms: list(english!), words: list(hindi!), not: list(not!) };
  });
}

interface Text {
  where: string;
  en: string;
  hi: string;
}

/** Every pair of English and Hindi texts: the web catalogs' keys, the server's messages, terms and fragments, the mails. */
function hindiTexts(): Text[] {
  const out: Text[] = [];
  for (const file of fs.readdirSync(path.join(locales, 'en'))) {
    const en = JSON.parse(fs.readFileSync(path.join(locales, 'en', file), 'utf8')) as Record<string, string>;
    const hi = JSON.parse(fs.readFileSync(path.join(locales, 'hi', file), 'utf8')) as Record<string, string>;
    for (const key of Object.keys(en)) out.push({ where: `web ${file} ${key}`, en: en[key]!, hi: hi[key] ?? '' });
  }
  const server = SERVER_CATALOGS.hi!;
  for (const [kind, entries] of Object.entries({ ...server, mails: HI_MAILS, mailTerms: HI_MAIL_TERMS }))
    for (const [en, hi] of Object.entries(entries ?? {})) out.push({ where: `server ${kind} ${JSON.stringify(en)}`, en, hi });
  return out;
}

/**
 * Texts whose English has a term in another sense, or as a name the Hindi keeps: each with the reason. A text here
 * is still checked against the words the glossary rules out.
 */
const OTHER_SENSE: Record<string, string> = {
  'web core.json carousel.offers.cta': '"Shop local": the verb (लोकल खरीदें)',
  'web core.json carousel.arrivals.cta': '"Shop the latest": the verb (नया माल देखें)',
  'web core.json carousel.sales.cta': '"Shop now": the verb (अभी खरीदें)',
  'web cart.json checkout.delivery': '"{shops}" is a number of shops; the placeholder stays',
  'web cart.json cart.reorderPartly': '"ordered" is a quantity (मंगाए गए), not an order',
  'web product.json product.soldBy': '"Sold by {shop}" is विक्रेता: {shop}, the glossary\'s seller',
  'web shop-registration.json shopReg.subtitle': '"review them": we check the details (जांचेंगे)',
  'web static.json static.terms.platformRightsBody': '"review": check listings (जांच)',
  'web shops.json superadmin.queryNew': '"To review": a request not yet looked at (देखना बाकी)',
  'web shops.json superadmin.adminOwns': '"owns {shop}": the owner (मालिक), the shop is a placeholder',
  'web products.json admin.listingIn': '"Listing in {shop}": the shop is a placeholder',
  'web reviews.json admin.replyFormProduct': '"{product}" is a placeholder',
  'web products.json admin.ondcDefault': '"{category}" is a placeholder',
  'web search.json search.whyCategory': '"{category}" is a placeholder',
  'web cart.json address.makeDefaultNamed': '"{address}" is a placeholder',
  'web cart.json address.deleteNamed': '"{address}" is a placeholder',
  'web grievances.json griev.loginOr': '"{login}" is a placeholder (the link "लॉग इन करें")',
  'web ledger.json ledger.claimAmount': '"{shop}" is a placeholder',
  'web ledger.json ledger.shopAccountNamed': '"{shop}" is a placeholder',
  'web orders.json orders.fromPlaced': '"From {shop} · placed": the shop is a placeholder, "placed" is ऑर्डर किया',
  'web shop.json shop.welcomeTo': '"{shop}" is a placeholder',
  'web auth.json auth.acceptTerms': '"accept the Terms": agree (मानें), not a return\'s answer',
  'web contact.json contact.faq.whereA': '"the shop has accepted it": took the order (ऑर्डर ले लिया)',
  'web product.json product.returnWithin': '"Returns accepted within": a return can be asked (रिटर्न हो सकता है)',
  'web cart.json success.noneText': '"This page confirms an order": the page tells (बताता है), nobody confirms',
  'web orders.json orders.reason.betterPrice': '"a better price": the idiom सस्ता मिल गया (found it cheaper)',
  'web orders.json admin.reasonBetterPrice': '"a better price": the idiom सस्ता मिल गया (found it cheaper)',
  'web product.json product.customerCare': '"Customer care": the Legal Metrology label, कस्टमर केयर',
  'web static.json static.about.altB1': '"shelves stocked with": filled (भरी), not stock',
  '{name} has the options {current}: name them in that order (option1Name …)': '"in that order": a sequence (इसी क्रम में)',
};

/**
 * The English with its placeholders and API names taken out: `{shop}`, `refund.date`, `lines[0]`, camelCase names,
 * quoted names, the field a server message starts with ("reason must be …", "status is required") and the list of
 * values it names after "must be" or "with".
 */
function prose(en: string): string {
  return en
    .replace(/\{[^{}]*\}/g, ' ')
    .replace(/\b[a-z]+[A-Z]\w*\b/g, ' ')
    .replace(/\b\w+(\.\w+|\[[^\]]*\])+/g, ' ')
    .replace(/"[^"]*"|'[^']*'/g, ' ')
    .replace(/^[a-z]+(?=\s+(must|is|can|needs?)\b)/, ' ')
    .replace(/\b(must be( one of:)?|one of:|with status|each with|to mark a return)[^.:]*/g, ' ');
}

const DEVANAGARI = '\\u0900-\\u097F';
/** A Hindi word as a whole word (Devanagari has no \b). */
const hindiWord = (w: string) => new RegExp(`(?<![${DEVANAGARI}])${w}(?![${DEVANAGARI}])`);
/** An English term as a whole word with its endings: "confirm" finds "confirmed", "shop" does not find "shopper". */
const englishTerm = (t: string) =>
  /^[A-Z]{2,}$/.test(t) ? new RegExp(`\\b${t}\\b`) : new RegExp(`\\b${t.replace(/\s+/g, '[\\s-]+')}(s|es|d|ed|ing|led|ling)?\\b`, 'i');

describe('the Hindi glossary (apps/web/src/i18n/glossary.md)', () => {
  const rows = glossaryRows(fs.readFileSync(path.join(repo, 'apps/web/src/i18n/glossary.md'), 'utf8'));
  const texts = hindiTexts();

  it('reads the table and every catalog (the check has something to check)', () => {
    expect(rows.length).toBeGreaterThan(40);
    expect(rows.find((r) => r.terms.includes('confirm'))).toEqual({ terms: ['confirm', 'confirmation'], words: ['कन्फ़र्म'], not: ['पक्का', 'पुष्टि'] });
    expect(texts.filter((t) => t.where.startsWith('web ')).length).toBeGreaterThan(2000);
    expect(texts.filter((t) => t.where.startsWith('server ')).length).toBeGreaterThan(500);
  });

  it('never says a glossary term with a word the glossary rules out', () => {
    const wrong = texts.flatMap((t) =>
      rows.flatMap((r) => {
        if (!r.terms.some((term) => englishTerm(term).test(t.en))) return [];
        const used = r.not.filter((w) => hindiWord(w).test(t.hi));
        return used.length ? [`${t.where}: "${r.terms[0]}" as ${used.join(', ')} in "${t.hi}"`] : [];
      }),
    );
    expect(wrong).toEqual([]);
  });

  it('says a glossary term with one of the glossary’s words', () => {
    const missing = texts.flatMap((t) => {
      // A term the server keeps as the API's name ("reason") is not a translation to check.
      if (t.where in OTHER_SENSE || t.en in OTHER_SENSE || t.hi === t.en) return [];
      const en = prose(t.en);
      return rows
        .filter((r) => r.words.length > 0 && r.terms.some((term) => englishTerm(term).test(en)))
        .filter((r) => !r.words.some((w) => t.hi.includes(w)))
        .map((r) => `${t.where}: "${r.terms[0]}" without ${r.words.join(' / ')} in "${t.hi}"`);
    });
    expect(missing).toEqual([]);
  });

  it('keeps one spelling: no chandrabindu where the anusvara is written', () => {
    expect(texts.filter((t) => t.hi.includes('ँ')).map((t) => `${t.where}: ${t.hi}`)).toEqual([]);
  });

  it('the check finds a wrong word (it is not vacuous)', () => {
    const confirm = rows.find((r) => r.terms.includes('confirm'))!;
    expect(confirm.not.some((w) => hindiWord(w).test('दुकान ने पक्का किया'))).toBe(true);
    expect(confirm.not.some((w) => hindiWord(w).test('दुकान ने कन्फ़र्म किया'))).toBe(false);
    // A word inside a longer one is not the word: स्टोर (store) is not in स्टोरेज (storage).
    expect(hindiWord('स्टोर').test('फ़ोटो स्टोरेज जवाब नहीं दे रहा')).toBe(false);
  });
});
