import fc from 'fast-check';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENGINE, freshDatabase } from '../../../test/support/harness.js';
import type { Database } from '../../db/client.js';
import { rows } from '../../db/rows.js';
import { DEMO_SHOPS } from '../../db/demo/dataset.js';
import { normalise } from './domain/normalise.js';
import { SYNONYM_GROUPS } from './domain/synonyms.js';

/**
 * The index is built by search_norm() in the database (migration 0035) and the query by normalise() in
 * TypeScript: they must agree on every text, or a word would be indexed under one form and looked up under another.
 */
describe(`search_norm in the database equals normalise() (${ENGINE})`, () => {
  let database: Database;
  let drop: () => Promise<void>;
  beforeAll(async () => {
    ({ database, drop } = await freshDatabase());
  });
  afterAll(async () => {
    await database.close();
    await drop();
  });

  const inDb = async (texts: string[]): Promise<string[]> => {
    const found = await rows<{ n: string }>(
      database.db,
      sql`select search_norm(t) as n from unnest(${sql.raw(`array[${texts.map((t) => `'${t.replace(/'/g, "''")}'`).join(',')}]::text[]`)}) with ordinality as x(t, i) order by i`,
    );
    return found.map((r) => r.n);
  };
  const agree = async (texts: string[]) => {
    const db = await inDb(texts);
    expect(
      texts.map((t, i) => ({ t, db: db[i] })).filter((x, i) => x.db !== normalise(texts[i]!)),
      'texts the two normalisers fold differently',
    ).toEqual([]);
  };

  it('on every name, category and description of the demo catalog', async () => {
    const texts = DEMO_SHOPS.flatMap((s) => [s.name, s.location, ...s.products.flatMap((p) => [p.name, p.description, p.subCategory ?? '', p.category])]);
    await agree(texts);
  });

  it('on every word of the synonym file (Latin and Devanagari)', async () => {
    await agree(SYNONYM_GROUPS.flatMap((g) => g.terms));
  });

  it('on random text mixing Latin, accents, Devanagari (with nukta, virama, signs), digits and punctuation', async () => {
    const alphabet = [..."abcdefghijklmnopqrstuvwxyzABCDEFGHZ0123456789 -'.,éÉüñ", ...'कखगघचछजझटठडढणतथदधनपफबभमयरलवशषसहािीुूृेैोौंँः़्अआइईउऊएऐओऔड़ज़फ़०५९।'];
    const text = fc.array(fc.constantFrom(...alphabet), { maxLength: 24 }).map((a) => a.join(''));
    await agree(fc.sample(text, { numRuns: 400, seed: 25 }));
  });

  // Migration 0054 folds every word of a text in one pass: words of 3, 4 and more letters, with the endings and
  // letters the fold rules look at, side by side with digits, must fold as they do one at a time.
  it('on random words built from the letters and endings the fold rules read', async () => {
    const piece = fc.constantFrom(
      'a',
      'e',
      'i',
      'o',
      'u',
      'y',
      's',
      'h',
      'c',
      'x',
      'k',
      't',
      'd',
      'b',
      'j',
      'p',
      'w',
      'z',
      'q',
      'r',
      'n',
      'ee',
      'oo',
      'sh',
      'ch',
      'ph',
      'es',
      'ies',
      'ss',
      '7',
      ' ',
      '-',
    );
    const text = fc.array(piece, { minLength: 1, maxLength: 14 }).map((a) => a.join(''));
    await agree(fc.sample(text, { numRuns: 600, seed: 96 }));
  });
});
