/**
 * The synonym table (issue 25 #2, decision 070): synonyms.json, data reviewed like code. Each group lists words
 * that mean the same (chawal = rice = चावल) and, optionally, narrower words the group also finds (shoes finds
 * sneakers and sandals; sneakers does not find every shoe). Words are compared in their normalised form.
 */
import data from '../synonyms.json' with { type: 'json' };
import { normalise } from './normalise.js';

export interface SynonymGroup {
  domain: string;
  terms: string[];
  includes?: string[];
}

export const SYNONYM_GROUPS: readonly SynonymGroup[] = (data as { groups: SynonymGroup[] }).groups;

/** A phrase (normalised words joined by one space) → the phrases a search for it also looks for. */
export interface SynonymIndex {
  expansions: Map<string, Set<string>>;
  /** The longest phrase, in words. */
  longest: number;
}

export function buildSynonymIndex(groups: readonly SynonymGroup[]): SynonymIndex {
  const expansions = new Map<string, Set<string>>();
  let longest = 1;
  for (const g of groups) {
    const same = g.terms.map(normalise).filter(Boolean);
    const narrower = (g.includes ?? []).map(normalise).filter(Boolean);
    for (const t of same) {
      const set = expansions.get(t) ?? new Set<string>();
      for (const x of [...same, ...narrower]) set.add(x);
      expansions.set(t, set);
      longest = Math.max(longest, t.split(' ').length);
    }
  }
  return { expansions, longest };
}

export const SYNONYMS: SynonymIndex = buildSynonymIndex(SYNONYM_GROUPS);
