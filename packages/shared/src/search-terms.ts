/**
 * Names people type for the same thing: a city's old and new names, and a category's stored value and its
 * label. A search for any name of a group also finds the others ("Bangalore" finds shops in Bengaluru).
 * Data, not code: add a group here and the home search knows it. All lower case.
 */
export const ALTERNATE_NAMES: readonly (readonly string[])[] = [
  ['bengaluru', 'bangalore'],
  ['mumbai', 'bombay'],
  ['chennai', 'madras'],
  ['kolkata', 'calcutta'],
  ['mysuru', 'mysore'],
  ['gurugram', 'gurgaon'],
  ['pune', 'poona'],
  ['thiruvananthapuram', 'trivandrum'],
  ['kochi', 'cochin'],
  ['kozhikode', 'calicut'],
  ['puducherry', 'pondicherry'],
  ['vadodara', 'baroda'],
  ['varanasi', 'benares', 'banaras'],
  ['prayagraj', 'allahabad'],
  ['mangaluru', 'mangalore'],
  ['belagavi', 'belgaum'],
  ['kalaburagi', 'gulbarga'],
  ['hubballi', 'hubli'],
  ['thoothukudi', 'tuticorin'],
  ['tiruchirappalli', 'trichy', 'trichinopoly'],
  ['visakhapatnam', 'vizag'],
  ['odisha', 'orissa'],
  ['clothing', 'fashion'],
];

/** Shortest typed text that stands for a whole name it begins ("banga" → bangalore → bengaluru). */
const MIN_PREFIX = 4;
/** At most this many texts are searched for one search (the term itself first). */
export const MAX_SEARCH_VARIANTS = 4;

/**
 * The texts a search term should match, lower case, the term first: the term itself, plus the term with a
 * name of a group (or the start of one, while the shopper is still typing) replaced by each other name of it.
 * Bounded by MAX_SEARCH_VARIANTS whatever the input.
 */
export function searchVariants(term: string): string[] {
  const t = term.trim().toLowerCase();
  const out = [t];
  if (!t) return out;
  const add = (v: string) => {
    if (out.length < MAX_SEARCH_VARIANTS && !out.includes(v)) out.push(v);
  };
  for (const group of ALTERNATE_NAMES) {
    for (const name of group) {
      const at = t.indexOf(name);
      if (at >= 0) {
        for (const other of group) if (other !== name) add(t.slice(0, at) + other + t.slice(at + name.length));
        break;
      }
      // The whole term is the start of a name being typed ("bangal"): search the group's other names.
      if (t.length >= MIN_PREFIX && name.startsWith(t)) {
        for (const other of group) if (other !== name) add(other);
        break;
      }
    }
  }
  return out;
}
