/**
 * The search normaliser (issue 25 #2, decision 069): turns what a shopper types, or what a shop calls a product, into
 * the tokens the search index holds, so that Hinglish spellings ("chaawal", "doodh", "joote"), Devanagari ("चावल",
 * "दूध", "जूता") and English plurals meet on one form.
 *
 * The same steps run inside the database: `search_norm(text)` (migration 0035) builds the index of every product
 * in the transaction that writes it, whatever the writer (service, fixtures, bulk seeding). Both are written from the
 * rule lists below; `search-norm.test.ts` runs the SQL function and this file on the same words (the demo
 * catalog, the synonym file, random text) on both databases and fails on any difference. A change here is a new
 * migration that replaces the function.
 *
 * Steps, in order:
 * 1. lower case; Devanagari → Latin letters: a consonant carries the inherent vowel (marked `A`) unless a vowel
 *    sign or virama follows; nukta letters read as their Hinglish sound (ड़ → r, ज़ → j, फ़ → f); anusvara and
 *    chandrabindu → n; the inherent vowel is dropped at the end of a word and between a vowel-consonant and a
 *    consonant-vowel (Hindi schwa deletion: सरसों → sarson, चावल → chaaval).
 * 2. Latin accents dropped; anything but a-z and 0-9 separates words; digits and letters are split (`5kg` → 5 kg).
 * 3. Each word of letters is folded: English plurals (shoes → shoe, batteries → batteri), sh → s, ph → f, an `h`
 *    after k t d b j c dropped (doodh → dood, bhindi → bindi; not gh: ghee ≠ GI), w → v, z → j, q → k, ee → i, oo → u, repeated
 *    letters once (aata → ata, dupatta → dupata), and a silent final a or e dropped from words of 4+ letters
 *    (juta, joote → jut; chawal keeps its l).
 */

/** Replacement rules over the whole text: [pattern, replacement]; patterns use only what JS and PostgreSQL share. */
export const TEXT_RULES: ReadonlyArray<readonly [string, string]> = [
  // Nukta forms whose sound differs from the plain letter (precomposed and decomposed).
  ['\u095C|\u0921\u093C|\u095D|\u0922\u093C', 'र'],
  ['\u093C', ''],
  // The inherent vowel: a consonant not followed by a vowel sign or virama.
  ['([\u0915-\u0939\u0958-\u095F])(?![\u093E-\u094D\u0962\u0963])', '\\1A'],
  ['\u094D', ''],
];

const ACCENTED_CAPITALS: Array<[string, string]> = Array.from('ÀÁÂÃÄÅĀÇÈÉÊËĒÌÍÎÏĪÑÒÓÔÕÖŌÙÚÛÜŪ', (ch) => [
  ch,
  'aaaaaaaceeeeeiiiiinoooooouuuuu'['ÀÁÂÃÄÅĀÇÈÉÊËĒÌÍÎÏĪÑÒÓÔÕÖŌÙÚÛÜŪ'.indexOf(ch)]!,
]);

/** Single characters (after TEXT_RULES): Devanagari letters and signs → Latin, accented Latin → plain. */
export const CHAR_MAP: ReadonlyArray<readonly [string, string]> = [
  ['क', 'k'],
  ['ख', 'kh'],
  ['ग', 'g'],
  ['घ', 'gh'],
  ['ङ', 'n'],
  ['च', 'ch'],
  ['छ', 'chh'],
  ['ज', 'j'],
  ['झ', 'jh'],
  ['ञ', 'n'],
  ['ट', 't'],
  ['ठ', 'th'],
  ['ड', 'd'],
  ['ढ', 'dh'],
  ['ण', 'n'],
  ['त', 't'],
  ['थ', 'th'],
  ['द', 'd'],
  ['ध', 'dh'],
  ['न', 'n'],
  ['ऩ', 'n'],
  ['प', 'p'],
  ['फ', 'ph'],
  ['ब', 'b'],
  ['भ', 'bh'],
  ['म', 'm'],
  ['य', 'y'],
  ['र', 'r'],
  ['ऱ', 'r'],
  ['ल', 'l'],
  ['ळ', 'l'],
  ['ऴ', 'l'],
  ['व', 'v'],
  ['श', 'sh'],
  ['ष', 'sh'],
  ['स', 's'],
  ['ह', 'h'],
  ['\u0958', 'k'],
  ['\u0959', 'kh'],
  ['\u095A', 'g'],
  ['\u095B', 'z'],
  ['\u095E', 'f'],
  ['\u095F', 'y'],
  ['अ', 'a'],
  ['आ', 'aa'],
  ['इ', 'i'],
  ['ई', 'ii'],
  ['उ', 'u'],
  ['ऊ', 'uu'],
  ['ऋ', 'ri'],
  ['ए', 'e'],
  ['ऐ', 'ai'],
  ['ओ', 'o'],
  ['औ', 'au'],
  ['ऑ', 'o'],
  ['ऍ', 'e'],
  ['ा', 'aa'],
  ['ि', 'i'],
  ['ी', 'ii'],
  ['ु', 'u'],
  ['ू', 'uu'],
  ['ृ', 'ri'],
  ['े', 'e'],
  ['ै', 'ai'],
  ['ो', 'o'],
  ['ौ', 'au'],
  ['ॅ', 'e'],
  ['ॉ', 'o'],
  ['ं', 'n'],
  ['ँ', 'n'],
  ['ः', 'h'],
  ['ॐ', 'om'],
  ['०', '0'],
  ['१', '1'],
  ['२', '2'],
  ['३', '3'],
  ['४', '4'],
  ['५', '5'],
  ['६', '6'],
  ['७', '7'],
  ['८', '8'],
  ['९', '9'],
  ['à', 'a'],
  ['á', 'a'],
  ['â', 'a'],
  ['ã', 'a'],
  ['ä', 'a'],
  ['å', 'a'],
  ['ā', 'a'],
  ['ç', 'c'],
  ['è', 'e'],
  ['é', 'e'],
  ['ê', 'e'],
  ['ë', 'e'],
  ['ē', 'e'],
  ['ì', 'i'],
  ['í', 'i'],
  ['î', 'i'],
  ['ï', 'i'],
  ['ī', 'i'],
  ['ñ', 'n'],
  ['ò', 'o'],
  ['ó', 'o'],
  ['ô', 'o'],
  ['õ', 'o'],
  ['ö', 'o'],
  ['ō', 'o'],
  ['ù', 'u'],
  ['ú', 'u'],
  ['û', 'u'],
  ['ü', 'u'],
  ['ū', 'u'],
  ...ACCENTED_CAPITALS,
];

const C = '[b-df-hj-np-tv-z]';
/** After the letters are Latin: where the inherent vowel (A) is silent, then word splitting. */
export const SCHWA_RULES: ReadonlyArray<readonly [string, string]> = [
  [`A(?![a-zA])`, ''],
  [`([aeiouA]${C}+)A(?=${C}+[aeiou])`, '\\1'],
  ['A', 'a'],
  ['[^a-z0-9]+', ' '],
  ['([a-z])([0-9])', '\\1 \\2'],
  ['([0-9])([a-z])', '\\1 \\2'],
];

/** Folds of one word of letters, in order (the length conditions are in `foldWord`). */
export const PLURAL_RULES: ReadonlyArray<readonly [string, string]> = [
  ['(ch|sh|x|ss)es$', '\\1'],
  ['ies$', 'i'],
  ['([^su])s$', '\\1'],
];
/** A final y after a consonant reads as i (battery → batteri, like batteries), in words of 4+ letters. */
export const FINAL_Y: readonly [string, string] = ['([b-df-hj-np-tv-xz])y$', '\\1i'];
export const WORD_RULES: ReadonlyArray<readonly [string, string]> = [
  ['sh', 's'],
  ['ph', 'f'],
  ['([ktdbjc])h+', '\\1'],
  ['w', 'v'],
  ['z', 'j'],
  ['q', 'k'],
  ['ee', 'i'],
  ['oo', 'u'],
  ['([a-z])\\1+', '\\1'],
];
/** A silent final a or e of a word of 4+ letters after a consonant. */
export const FINAL_VOWEL = `(${C})[ae]$`;

const js = (rules: ReadonlyArray<readonly [string, string]>) => rules.map(([p, r]) => [new RegExp(p, 'g'), r.replace(/\\(\d)/g, '$$$1')] as const);
const TEXT = js(TEXT_RULES);
const SCHWA = js(SCHWA_RULES);
const PLURAL = js(PLURAL_RULES);
const WORD = js(WORD_RULES);
const [Y] = js([FINAL_Y]);
const FINAL = new RegExp(FINAL_VOWEL);
const CHARS = new Map(CHAR_MAP);

/** One word of letters, folded (step 3). Words of digits are returned as they are. */
export function foldWord(word: string): string {
  if (!/^[a-z]+$/.test(word)) return word;
  let w = word;
  if (w.length > 3) for (const [re, r] of PLURAL) w = w.replace(re, r);
  if (w.length > 3) w = w.replace(Y![0], Y![1]);
  for (const [re, r] of WORD) w = w.replace(re, r);
  if (w.length >= 4 && FINAL.test(w)) w = w.slice(0, -1);
  return w;
}

/** The tokens of a text, in order, repeats kept. */
export function normaliseTokens(text: string): string[] {
  // ASCII only: PostgreSQL's lower() follows the database's locale; accented capitals are in CHAR_MAP.
  let s = text.replace(/[A-Z]+/g, (m) => m.toLowerCase());
  for (const [re, r] of TEXT) s = s.replace(re, r);
  s = Array.from(s, (ch) => CHARS.get(ch) ?? ch).join('');
  for (const [re, r] of SCHWA) s = s.replace(re, r);
  return s
    .split(' ')
    .filter((w) => w.length > 0)
    .map(foldWord);
}

/** The tokens joined by single spaces: what `search_norm(text)` answers in the database. */
export function normalise(text: string): string {
  return normaliseTokens(text).join(' ');
}
