import { describe, expect, it } from 'vitest';
import { ALTERNATE_NAMES, MAX_SEARCH_VARIANTS, searchVariants } from './search-terms.js';

describe('searchVariants', () => {
  it('adds the other names of a city, either way round', () => {
    expect(searchVariants('Bangalore')).toEqual(['bangalore', 'bengaluru']);
    expect(searchVariants('bengaluru')).toEqual(['bengaluru', 'bangalore']);
    expect(searchVariants(' Bombay ')).toEqual(['bombay', 'mumbai']);
    expect(searchVariants('Gurgaon')).toEqual(['gurgaon', 'gurugram']);
    expect(searchVariants('madras')).toEqual(['madras', 'chennai']);
  });

  it('keeps the rest of the term around the name', () => {
    expect(searchVariants('Bombay Electronics')).toEqual(['bombay electronics', 'mumbai electronics']);
  });

  it('completes a name still being typed (4 letters or more)', () => {
    expect(searchVariants('banga')).toEqual(['banga', 'bengaluru']);
    expect(searchVariants('ban')).toEqual(['ban']);
  });

  it('maps a category label to its stored value', () => {
    expect(searchVariants('Fashion')).toEqual(['fashion', 'clothing']);
  });

  it('leaves other terms alone and stays bounded', () => {
    expect(searchVariants('rice')).toEqual(['rice']);
    expect(searchVariants('')).toEqual(['']);
    const everything = ALTERNATE_NAMES.map((g) => g[0]).join(' ');
    expect(searchVariants(everything).length).toBeLessThanOrEqual(MAX_SEARCH_VARIANTS);
  });

  it('lists every name once, in lower case', () => {
    const names = ALTERNATE_NAMES.flat();
    expect(new Set(names).size).toBe(names.length);
    for (const n of names) expect(n).toBe(n.toLowerCase());
  });
});
