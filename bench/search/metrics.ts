/**
 * Relevance of a search on the query set (issue 25 #5): recall@5 (of each query's expected products, the share in
 * its first five hits, up to five expected) and MRR (1 / the rank of the first expected hit, 0 when none is in the
 * first ten), averaged over the queries. Used by the API test on the demo data and by `npm run bench`.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export interface RelevanceQuery {
  q: string;
  kind: string;
  expect: string[];
}

export interface QueryScore {
  q: string;
  kind: string;
  recall: number;
  reciprocalRank: number;
  hits: number;
  missing: string[];
}

export function readQueries(): RelevanceQuery[] {
  const file = path.join(path.dirname(fileURLToPath(import.meta.url)), 'queries.json');
  return (JSON.parse(fs.readFileSync(file, 'utf8')) as { queries: RelevanceQuery[] }).queries;
}

/** One query's score from the names of its first hits (in order) and the number of hits. */
export function scoreQuery(query: RelevanceQuery, names: string[], hits: number): QueryScore {
  const top5 = names.slice(0, 5);
  const wanted = query.expect.slice(0, 5);
  const found = wanted.filter((n) => top5.includes(n));
  const first = names.slice(0, 10).findIndex((n) => query.expect.includes(n));
  return {
    q: query.q,
    kind: query.kind,
    recall: found.length / wanted.length,
    reciprocalRank: first < 0 ? 0 : 1 / (first + 1),
    hits,
    missing: wanted.filter((n) => !top5.includes(n)),
  };
}

export function summarise(scores: QueryScore[]): {
  recallAt5: number;
  mrr: number;
  zeroHit: string[];
  byKind: Record<string, { n: number; recallAt5: number; mrr: number }>;
} {
  const mean = (xs: number[]) => (xs.length ? xs.reduce((a, b) => a + b, 0) / xs.length : 0);
  const byKind: Record<string, { n: number; recallAt5: number; mrr: number }> = {};
  for (const kind of [...new Set(scores.map((s) => s.kind))]) {
    const of = scores.filter((s) => s.kind === kind);
    byKind[kind] = { n: of.length, recallAt5: mean(of.map((s) => s.recall)), mrr: mean(of.map((s) => s.reciprocalRank)) };
  }
  return {
    recallAt5: mean(scores.map((s) => s.recall)),
    mrr: mean(scores.map((s) => s.reciprocalRank)),
    zeroHit: scores.filter((s) => s.hits === 0).map((s) => s.q),
    byKind,
  };
}
