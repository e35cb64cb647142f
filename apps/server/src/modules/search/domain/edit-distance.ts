/**
 * Edit distance with adjacent transpositions (optimal string alignment): "samsng" → "samsung" is 1, "sandlas" →
 * "sandals" is 1. Stops early once the distance is known to exceed `max` (answers max + 1).
 */
export function editDistance(a: string, b: string, max = Infinity): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  let prev2: number[] = [];
  let prev = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const cur = [i];
    let rowMin = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let d = Math.min(prev[j]! + 1, cur[j - 1]! + 1, prev[j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) d = Math.min(d, prev2[j - 2]! + 1);
      cur.push(d);
      rowMin = Math.min(rowMin, d);
    }
    if (rowMin > max) return max + 1;
    prev2 = prev;
    prev = cur;
  }
  return prev[b.length]!;
}

/** The typo allowance of established engines: none below 5 letters, one edit from 5, two from 9. */
export function editsAllowed(word: string): number {
  return word.length >= 9 ? 2 : word.length >= 5 ? 1 : 0;
}
