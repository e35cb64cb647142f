/**
 * India's states and union territories in the active language (issue 28): wherever a state is shown or picked.
 * The names stay as the GST portal spells them in `packages/shared` (`GST_STATES`; the server, the invoices and
 * the CSVs use them) and the value a form sends stays the code; the screens show these. A state the table does
 * not know is shown as it is.
 */
import { stateByCode, stateByNameOrCode, type GstState } from '@bazaar/shared';
import { intlLocale, t, type MessageId } from '@/i18n/i18n';

/** By GST state code. Every code of `GST_STATES`, the inactive ones too (old GSTINs, reports of past months). */
const STATE: Record<string, MessageId> = {
  '01': 'state.01',
  '02': 'state.02',
  '03': 'state.03',
  '04': 'state.04',
  '05': 'state.05',
  '06': 'state.06',
  '07': 'state.07',
  '08': 'state.08',
  '09': 'state.09',
  '10': 'state.10',
  '11': 'state.11',
  '12': 'state.12',
  '13': 'state.13',
  '14': 'state.14',
  '15': 'state.15',
  '16': 'state.16',
  '17': 'state.17',
  '18': 'state.18',
  '19': 'state.19',
  '20': 'state.20',
  '21': 'state.21',
  '22': 'state.22',
  '23': 'state.23',
  '24': 'state.24',
  '25': 'state.25',
  '26': 'state.26',
  '27': 'state.27',
  '28': 'state.28',
  '29': 'state.29',
  '30': 'state.30',
  '31': 'state.31',
  '32': 'state.32',
  '33': 'state.33',
  '34': 'state.34',
  '35': 'state.35',
  '36': 'state.36',
  '37': 'state.37',
  '38': 'state.38',
  '97': 'state.97',
  '99': 'state.99',
};

/**
 * A state's name (`Maharashtra`, from a name the portal or people write, or from its code `27`) in the active
 * language: "महाराष्ट्र" in Hindi. A place of supply as the GST returns write it (`27-Maharashtra`) keeps its
 * code: "27-महाराष्ट्र". Anything else is shown as it is.
 */
export function stateText(nameOrCode: string): string {
  const gst = /^(\d{2})-(.+)$/.exec(nameOrCode);
  if (gst && stateByCode(gst[1]!)?.name === gst[2]) return `${gst[1]}-${stateText(gst[1]!)}`;
  const id = STATE[stateByNameOrCode(nameOrCode)?.code ?? ''];
  return id ? t(id) : nameOrCode;
}

/** States for a select, with their names in the active language and in its alphabetical order. */
export function statesForSelect(states: readonly GstState[]): { code: string; name: string }[] {
  const collator = new Intl.Collator(intlLocale());
  return states.map((s) => ({ code: s.code, name: stateText(s.code) })).sort((a, b) => collator.compare(a.name, b.name));
}
