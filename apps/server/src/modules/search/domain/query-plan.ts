/**
 * From what a shopper typed to the full-text queries the index answers (issue 25 #2, decision 069). Pure: the
 * words the catalog knows (`vocab`) are looked up by the caller first.
 *
 * - Words match by token, never by substring: "atta" is the word ata, which "Dupatta" (dupat) does not hold.
 * - Words a synonym group knows (also phrases of up to its longest entry) look for the whole group.
 * - A word neither the catalog nor the synonyms know is, when it is the last one while typing, also a prefix
 *   ("chaw" finds chawal = rice), and from 5 letters may be a typo: words within 1 edit (2 from 9 letters) of a
 *   known word look for that word ("samsng" → samsung), one edit more when only vowels differ ("sneekers");
 *   the closest becomes `didYouMean`.
 * - A known word is never widened: "sari" finds saris, not "Sariya" (sariy), which "sar" would find while typing.
 */
import { editDistance, editsAllowed } from './edit-distance.js';
import { normalise, normaliseTokens } from './normalise.js';
import type { SynonymIndex } from './synonyms.js';

/** Words left out of a query (when others remain): they say nothing about the product. */
export const STOPWORDS = new Set(
  ['for', 'with', 'and', 'the', 'of', 'in', 'a', 'an', 'ka', 'ki', 'ke', 'se', 'aur', 'wala', 'wali', 'wale', 'mein', 'from', 'to', 'me', 'my', 'on'].map(
    normalise,
  ),
);

/** What the database knows of the query's words: which exist in the catalog, and catalog words that look alike. */
export interface VocabFacts {
  known: ReadonlySet<string>;
  similar: ReadonlyMap<string, readonly string[]>;
}

export interface QueryUnit {
  /** The normalised word or synonym phrase. */
  text: string;
  /** The words as the shopper typed them. */
  typed: string;
  /** Phrases (normalised words joined by a space) any of which satisfies the unit; a trailing `*` is a prefix. */
  alternatives: string[];
  /** The known word this one was read as, when it was taken for a typo. */
  corrected?: string;
}

export interface QueryPlan {
  units: QueryUnit[];
  /** Every unit matched anywhere (the hits). */
  all: string;
  /** Any unit matched (the fallback when no product holds every unit). */
  any: string;
  /** Every unit matched in the product's name (ranked first). */
  inName: string;
  /** The query with each typo replaced by the word it was read as, when there was one. */
  corrected: string | null;
}

/** The query's words: normalised, each with the word typed, stopwords dropped unless nothing else is left. */
export function typedWords(raw: string): Array<{ word: string; typed: string }> {
  const words = raw
    .split(/[\s,;/|]+/)
    .filter(Boolean)
    .flatMap((typed) => normaliseTokens(typed).map((word) => ({ word, typed })));
  const kept = words.filter((w) => !STOPWORDS.has(w.word));
  return kept.length ? kept : words;
}

export const queryWords = (raw: string): string[] => typedWords(raw).map((w) => w.word);

/** Words that vocab facts are needed for: single words no synonym group knows. */
export function wordsToLookUp(raw: string, synonyms: SynonymIndex): string[] {
  return [...new Set(queryWords(raw).filter((w) => !synonyms.expansions.has(w) && /[a-z]/.test(w)))];
}

const MAX_ALTERNATIVES = 40;

export function planQuery(raw: string, synonyms: SynonymIndex, vocab: VocabFacts, opts: { prefixLast: boolean }): QueryPlan | null {
  const typed = typedWords(raw);
  const words = typed.map((w) => w.word);
  if (!words.length) return null;
  const units: QueryUnit[] = [];
  for (let i = 0; i < words.length;) {
    let len = Math.min(synonyms.longest, words.length - i);
    while (len > 1 && !synonyms.expansions.has(words.slice(i, i + len).join(' '))) len--;
    const text = words.slice(i, i + len).join(' ');
    const shown = [...new Set(typed.slice(i, i + len).map((w) => w.typed))].join(' ');
    i += len;
    units.push({ ...expandUnit(text, i === words.length && opts.prefixLast, synonyms, vocab), typed: shown });
  }
  const corrected = units.some((u) => u.corrected) ? units.map((u) => u.corrected ?? u.text).join(' ') : null;
  return {
    units,
    all: units.map((u) => tsAlternatives(u, '')).join(' & '),
    any: units.map((u) => tsAlternatives(u, '')).join(' | '),
    inName: units.map((u) => tsAlternatives(u, 'A')).join(' & '),
    corrected,
  };
}

function expandUnit(text: string, last: boolean, synonyms: SynonymIndex, vocab: VocabFacts): Omit<QueryUnit, 'typed'> {
  const alternatives = new Set<string>([text]);
  const addGroup = (phrase: string) => {
    alternatives.add(phrase);
    for (const x of synonyms.expansions.get(phrase) ?? []) if (alternatives.size < MAX_ALTERNATIVES) alternatives.add(x);
  };
  addGroup(text);
  const known = synonyms.expansions.has(text) || vocab.known.has(text) || /^[0-9]+$/.test(text) || text.includes(' ');
  const unit: Omit<QueryUnit, 'typed'> = { text, alternatives: [] };
  if (!known) {
    if (last && text.length >= 2) {
      alternatives.add(`${text}*`);
      // Single words only: "basm" is the start of basmati, not of the phrase "basmati chawal" (= rice).
      if (text.length >= 3)
        for (const key of synonyms.expansions.keys()) if (!key.includes(' ') && key.startsWith(text) && alternatives.size < MAX_ALTERNATIVES) addGroup(key);
    }
    const allowed = editsAllowed(text);
    if (allowed > 0) {
      const candidates = [...(vocab.similar.get(text) ?? []), ...[...synonyms.expansions.keys()].filter((k) => !k.includes(' '))]
        .map((w) => ({ w, d: editDistance(text, w, allowed + 1) }))
        .filter((c) => c.w !== text && (c.d <= allowed || (c.d === allowed + 1 && skeleton(c.w) === skeleton(text))))
        .sort((a, b) => a.d - b.d);
      for (const c of candidates) addGroup(c.w);
      if (candidates[0]) unit.corrected = candidates[0].w;
    }
  }
  unit.alternatives = [...alternatives];
  return unit;
}

/**
 * The word without its vowels. Hinglish spellings differ mostly in vowels, and the folds can widen a typo
 * ("sneekers" → sniker against sneaker): one edit more is forgiven when only vowels differ.
 */
const skeleton = (w: string) => w.replace(/[aeiou]/g, '');

/** `(a | b & c | d:*)` with each word weighted (`A`: the name only). Words are [a-z0-9]+, safe in a tsquery. */
function tsAlternatives(u: QueryUnit, weight: '' | 'A'): string {
  const one = (phrase: string) => {
    const prefix = phrase.endsWith('*');
    const words = (prefix ? phrase.slice(0, -1) : phrase).split(' ');
    const ts = words.map((w, i) => `${w}:${prefix && i === words.length - 1 ? '*' : ''}${weight}`.replace(/:$/, ''));
    return ts.length > 1 ? `(${ts.join(' & ')})` : ts[0]!;
  };
  return `(${u.alternatives.map(one).join(' | ')})`;
}
