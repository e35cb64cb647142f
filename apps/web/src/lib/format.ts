import { formatRupees } from '@bazaar/shared';
import { intlLocale, t } from '@/i18n/i18n';

/**
 * Money: ₹1,23,456.00 in every language (issue 28 #4). `hi-IN` groups and writes rupees exactly as `en-IN`
 * does, so the shared formatter (en-IN) serves both; digits stay 0–9.
 */
export { formatRupees };

const IST = 'Asia/Kolkata';
const formats = new Map<string, { dateTime: Intl.DateTimeFormat; dateOnly: Intl.DateTimeFormat }>();

/** The date formats of the active language (`hi-IN` month names in Hindi), in IST, with the digits 0–9. */
function formatsOf(locale: string) {
  let f = formats.get(locale);
  if (!f) {
    const base = { timeZone: IST, numberingSystem: 'latn', day: 'numeric', month: 'short', year: 'numeric' } as const;
    f = {
      dateTime: new Intl.DateTimeFormat(locale, { ...base, hour: 'numeric', minute: '2-digit', hour12: true }),
      dateOnly: new Intl.DateTimeFormat(locale, base),
    };
    formats.set(locale, f);
  }
  return f;
}

/** "22 Nov 2025, 11:45 am IST"; in Hindi "22 नव॰ 2025, 11:45 am IST" */
export function formatDateTime(iso: string | null | undefined): string {
  if (!iso) return '--';
  const d = new Date(iso);
  return Number.isNaN(d.getTime()) ? '--' : t('format.dateTimeIst', { when: formatsOf(intlLocale()).dateTime.format(d) });
}

/** "22 Nov 2025" (IST calendar day); in Hindi "22 नव॰ 2025" */
export function formatDate(iso: string | null | undefined): string {
  if (!iso) return '--';
  const d = new Date(iso);
  return Number.isNaN(d.getTime()) ? '--' : formatsOf(intlLocale()).dateOnly.format(d);
}

/** Cart/checkout totals are shown with 2 decimals (spec §9). */
export function formatTotal(rupees: number): string {
  return formatRupees(rupees);
}

export function plural(n: number, one: string, many = `${one}s`): string {
  return `${n} ${n === 1 ? one : many}`;
}

/** A variant's chosen options as people read them: "Size: 8 · Colour: Red"; '' for a product without options. */
export function formatOptions(options: Record<string, string> | null | undefined): string {
  if (!options) return '';
  return Object.entries(options)
    .map(([k, v]) => `${k}: ${v}`)
    .join(' · ');
}
