import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const src = path.resolve(import.meta.dirname, '../src');
const read = (rel: string) => fs.readFileSync(path.join(src, rel), 'utf8');
const visibleText = (svg: string) => [...svg.matchAll(/<text[^>]*>([^<]*)<\/text>/g)].map((m) => m[1]!);

/**
 * Issue 22 #7: every public claim and contact detail comes from what the platform owner entered. The artwork
 * promises no discount nobody gives, and no page carries a made-up phone, address or a social network's home page.
 */
describe('claims that are not true', () => {
  it('the carousel artwork promises no percentage off', () => {
    const art = fs.readdirSync(path.join(src, 'assets/art')).filter((f) => f.endsWith('.svg'));
    expect(art.length).toBeGreaterThan(0);
    for (const f of art) {
      for (const t of visibleText(read(`assets/art/${f}`))) expect(t, `${f}: "${t}"`).not.toMatch(/\d+\s*%|limited time/i);
    }
  });

  it('the footer links to no social network of its own accord', () => {
    expect(read('app/footer.tsx')).not.toMatch(/https?:\/\//);
  });

  it('the contact page shows no phone, email or address written into the code', () => {
    const page = read('features/contact/contact-page.tsx');
    expect(page).not.toMatch(/\+91|@bazaar\.|Jaipur|302006/);
  });
});
