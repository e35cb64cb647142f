import type { Page } from '@playwright/test';
import { COUNTRY_ALPHA2 } from '@bazaar/shared';

/**
 * Texts on the page (visible text and the aria-label, placeholder, alt and title of visible elements) that hold
 * plain English words once `data` (names, addresses, numbers the server stores) is taken out. In the pseudo-locale
 * every catalog text is accented, so a plain English word is a text that does not come from the catalog. `skip`, when
 * given, is a part of the page left out.
 */
export async function plainEnglish(page: Page, data: string[], skip?: string): Promise<string[]> {
  // The footer is on every page and shows the platform's own data: its grievance officer (whom another test may
  // have named) and its contacts.
  const footer = await Promise.all(['/api/grievance-officer', '/api/platform/profile'].map((url) => page.request.get(url)));
  const footerData = (await Promise.all(footer.filter((r) => r.ok()).map((r) => r.json()))).flatMap(stringsOf);
  data = [...data, ...footerData.filter((d) => d.length >= 3)].sort((a, b) => b.length - a.length);
  return page.evaluate(
    ({ data: given, skip, regions }) => {
      // Country names come from the browser (Intl.DisplayNames), in the reader's language, as months and numbers do:
      // the pseudo-locale, not a language the browser knows, gets them in English (the country of origin, decision 112).
      const names = [document.documentElement.lang, navigator.language, 'en'].flatMap((l) => {
        try {
          const n = new Intl.DisplayNames([l], { type: 'region' });
          return regions.map((r) => n.of(r) ?? '');
        } catch {
          return [];
        }
      });
      const data = [...given, ...names.filter((n) => n.length >= 3)].sort((a, b) => b.length - a.length);
      // Symbols and data the screens show as they are: units, IST, the GSTIN label, dates' months, the date format
      // (dd/mm/yyyy, which the Hindi catalog writes too), the brand's name and the footer's wordmark (Baz·aa·r).
      const ALLOWED = /^(IST|am|pm|kg|GSTIN|SKU|dd|mm|yyyy|Bazaar|Baz|aa|Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec)$/;
      const english = (s: string) => {
        let rest = s;
        for (const d of data) if (d) rest = rest.split(d).join(' ');
        return (rest.match(/[A-Za-z]{2,}/g) ?? []).filter((w) => !ALLOWED.test(w));
      };
      const shown = (el: Element) => el.checkVisibility() && !(skip && el.closest(skip)) && !el.closest('script, style, noscript');
      const bad: string[] = [];
      const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
      for (let n = walker.nextNode(); n; n = walker.nextNode()) {
        const el = n.parentElement;
        if (el && shown(el) && english(n.textContent ?? '').length) bad.push(`<${el.tagName.toLowerCase()}> ${(n.textContent ?? '').trim().slice(0, 80)}`);
      }
      for (const el of document.querySelectorAll('[aria-label], [placeholder], [alt], [title]')) {
        if (!shown(el)) continue;
        for (const a of ['aria-label', 'placeholder', 'alt', 'title']) {
          const v = el.getAttribute(a);
          if (v && english(v).length) bad.push(`<${el.tagName.toLowerCase()} ${a}="${v.slice(0, 80)}">`);
        }
      }
      return bad;
    },
    { data, skip, regions: Object.values(COUNTRY_ALPHA2) },
  );
}

/** Every string in a JSON reply (the platform's profile, the grievance officer...): data the screens show as it is. */
export function stringsOf(value: unknown): string[] {
  if (typeof value === 'string') return value.trim() ? [value] : [];
  if (Array.isArray(value)) return value.flatMap(stringsOf);
  if (value && typeof value === 'object') return Object.values(value).flatMap(stringsOf);
  return [];
}
