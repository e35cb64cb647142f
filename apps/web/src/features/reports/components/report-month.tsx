import { useSearchParams } from 'react-router';
import { Field, Select } from '@/components/ui/field';
import { intlLocale, t } from '@/i18n/i18n';

const IST_OFFSET_MS = 330 * 60 * 1000;

/** This month and the `count - 1` before it (IST), newest first, as `YYYY-MM`. */
export function monthsBack(now = new Date(), count = 36): string[] {
  const ist = new Date(now.getTime() + IST_OFFSET_MS);
  const out: string[] = [];
  for (let i = 0; i < count; i++) out.push(new Date(Date.UTC(ist.getUTCFullYear(), ist.getUTCMonth() - i, 1)).toISOString().slice(0, 7));
  return out;
}

/** `2026-11` as "November 2026" ("नवंबर 2026" in Hindi). */
export const monthLabel = (month: string) =>
  new Intl.DateTimeFormat(intlLocale(), { month: 'long', year: 'numeric', timeZone: 'UTC', numberingSystem: 'latn' }).format(new Date(`${month}-01T00:00:00Z`));

/** The month picker of the platform's tax reports: the last three years (returns are revised within that). */
export function ReportMonth({ month, months, onChange }: { month: string; months: string[]; onChange: (m: string) => void }) {
  return (
    <Field label={t('superadmin.month')} className="w-56">
      {(p) => (
        <Select {...p} value={month} onChange={(e) => onChange(e.target.value)}>
          {months.map((m) => (
            <option key={m} value={m}>
              {monthLabel(m)}
            </option>
          ))}
        </Select>
      )}
    </Field>
  );
}

/** `1 % / 0.5 %` */
export const ratesText = (rates: number[]) => (rates.length ? rates.map((r) => `${r} %`).join(' / ') : '--');

const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;

/** The month of a report screen from `?month=` (kept in the address so it can be shared), default this month. */
export function useReportMonth(): { month: string; months: string[]; setMonth: (m: string) => void } {
  const [params, setParams] = useSearchParams();
  const months = monthsBack();
  const asked = params.get('month') ?? '';
  const month = MONTH.test(asked) ? asked : months[0]!;
  const list = months.includes(month) ? months : [...months, month].sort().reverse();
  return { month, months: list, setMonth: (m) => setParams({ month: m }, { replace: true }) };
}
