import { useEffect } from 'react';
import { t } from '@/i18n/i18n';

let pageTitle = '';
let count = 0;

function apply() {
  const title = pageTitle ? t('app.pageTitle', { title: pageTitle }) : t('app.title');
  document.title = count > 0 ? `(${count}) ${title}` : title;
}

/** Sets the document title: "{title} · Bazaar", after "(N) " while a count is set (the owner's Pending orders). */
export function usePageTitle(title: string): void {
  useEffect(() => {
    pageTitle = title;
    apply();
  }, [title]);
}

/** Puts "(N) " before every page's title (0 removes it): the shop owner's live feed sets its Pending count here. */
export function setTitleCount(n: number): void {
  count = Math.max(0, n);
  apply();
}
