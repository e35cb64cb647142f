import { formatRupees } from '@bazaar/shared';

export { formatRupees };

const IST = 'Asia/Kolkata';
const dateTime = new Intl.DateTimeFormat('en-IN', {
  timeZone: IST,
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  hour12: true,
});
const dateOnly = new Intl.DateTimeFormat('en-IN', { timeZone: IST, day: 'numeric', month: 'short', year: 'numeric' });

/** "22 Nov 2025, 11:45 am IST" */
export function formatDateTime(iso: string | null | undefined): string {
  if (!iso) return '--';
  const d = new Date(iso);
  return Number.isNaN(d.getTime()) ? '--' : `${dateTime.format(d)} IST`;
}

/** "22 Nov 2025" (IST calendar day) */
export function formatDate(iso: string | null | undefined): string {
  if (!iso) return '--';
  const d = new Date(iso);
  return Number.isNaN(d.getTime()) ? '--' : dateOnly.format(d);
}

/** Cart/checkout totals are shown with 2 decimals (spec §9). */
export function formatTotal(rupees: number): string {
  return formatRupees(rupees);
}

export function plural(n: number, one: string, many = `${one}s`): string {
  return `${n} ${n === 1 ? one : many}`;
}
