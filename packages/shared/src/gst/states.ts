/**
 * The GST state code table (first two digits of a GSTIN), with names as the GST portal spells them.
 * `active: false` marks codes kept only to read old GSTINs: 25 (Daman and Diu, merged into 26 on 26 Jan 2020)
 * and 28 (undivided Andhra Pradesh; GST began after the 2014 division, so today's Andhra Pradesh is 37).
 * 97 (Other Territory: offshore areas beyond the states) and 99 (Centre Jurisdiction) have no PIN codes,
 * so `deliverable` is false for them.
 */
export interface GstState {
  /** Two-digit code, e.g. `27`. */
  code: string;
  /** Name as on the GST portal, e.g. `Maharashtra`. */
  name: string;
  kind: 'state' | 'ut' | 'other';
  active: boolean;
  /** A place goods can be delivered to (has PIN codes). */
  deliverable: boolean;
}

const s = (code: string, name: string, kind: GstState['kind'] = 'state', active = true, deliverable = active): GstState => ({
  code,
  name,
  kind,
  active,
  deliverable,
});

export const GST_STATES: readonly GstState[] = [
  s('01', 'Jammu and Kashmir', 'ut'),
  s('02', 'Himachal Pradesh'),
  s('03', 'Punjab'),
  s('04', 'Chandigarh', 'ut'),
  s('05', 'Uttarakhand'),
  s('06', 'Haryana'),
  s('07', 'Delhi', 'ut'),
  s('08', 'Rajasthan'),
  s('09', 'Uttar Pradesh'),
  s('10', 'Bihar'),
  s('11', 'Sikkim'),
  s('12', 'Arunachal Pradesh'),
  s('13', 'Nagaland'),
  s('14', 'Manipur'),
  s('15', 'Mizoram'),
  s('16', 'Tripura'),
  s('17', 'Meghalaya'),
  s('18', 'Assam'),
  s('19', 'West Bengal'),
  s('20', 'Jharkhand'),
  s('21', 'Odisha'),
  s('22', 'Chhattisgarh'),
  s('23', 'Madhya Pradesh'),
  s('24', 'Gujarat'),
  s('25', 'Daman and Diu', 'ut', false),
  s('26', 'Dadra and Nagar Haveli and Daman and Diu', 'ut'),
  s('27', 'Maharashtra'),
  s('28', 'Andhra Pradesh (Before Division)', 'state', false),
  s('29', 'Karnataka'),
  s('30', 'Goa'),
  s('31', 'Lakshadweep', 'ut'),
  s('32', 'Kerala'),
  s('33', 'Tamil Nadu'),
  s('34', 'Puducherry', 'ut'),
  s('35', 'Andaman and Nicobar Islands', 'ut'),
  s('36', 'Telangana'),
  s('37', 'Andhra Pradesh'),
  s('38', 'Ladakh', 'ut'),
  s('97', 'Other Territory', 'other', true, false),
  s('99', 'Centre Jurisdiction', 'other', true, false),
];

/**
 * Union territories without a legislature (and Other Territory), where the state half of an intra-state tax is
 * UTGST rather than SGST (UTGST Act 2017 s.2(8)). Delhi, Puducherry and Jammu and Kashmir levy SGST.
 */
export const UTGST_STATE_CODES: readonly string[] = ['04', '25', '26', '31', '35', '38', '97'];

/** `UTGST` for a union territory without a legislature, else `SGST`: the name of the state half of the tax. */
export function stateTaxName(stateCode: string): 'SGST' | 'UTGST' {
  return UTGST_STATE_CODES.includes(stateCode) ? 'UTGST' : 'SGST';
}

/** States and UTs goods can be delivered to, for a state select (active, with PIN codes), in table order. */
export const DELIVERY_STATES: readonly GstState[] = GST_STATES.filter((st) => st.active && st.deliverable);

const byCode = new Map(GST_STATES.map((st) => [st.code, st]));

function key(name: string): string {
  return name
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

/** Other spellings people type (old names, abbreviations); the portal's own names are matched first. */
const ALIASES: Record<string, string> = {
  orissa: '21',
  pondicherry: '34',
  uttaranchal: '05',
  'nct of delhi': '07',
  'new delhi': '07',
  'national capital territory of delhi': '07',
  'j and k': '01',
  jk: '01',
  'andaman and nicobar': '35',
  'dadra and nagar haveli': '26',
  dnhdd: '26',
  'daman and diu': '26',
  'dnh and dd': '26',
  up: '09',
  mp: '23',
  tn: '33',
  ap: '37',
  wb: '19',
};

const byName = new Map<string, GstState>();
for (const st of GST_STATES) if (st.active) byName.set(key(st.name), st);
for (const [alias, code] of Object.entries(ALIASES)) if (!byName.has(alias)) byName.set(alias, byCode.get(code)!);

/** The state of a GST state code (`27` or `7`→`07`), or undefined. Includes inactive codes (for old GSTINs). */
export function stateByCode(code: string): GstState | undefined {
  const c = code.trim();
  if (!/^\d{1,2}$/.test(c)) return undefined;
  return byCode.get(c.padStart(2, '0'));
}

/**
 * A state from its two-digit code (`27`) or its name as on the GST portal (`Maharashtra`, any case; `&` for
 * `and`; a few old names such as `Orissa`, `Pondicherry`). A name resolves only to an active code
 * (`Daman and Diu` → 26); a code resolves to any code of the table.
 */
export function stateByNameOrCode(input: string): GstState | undefined {
  if (typeof input !== 'string') return undefined;
  return stateByCode(input) ?? byName.get(key(input));
}

/** The state of a GSTIN (its first two digits), or undefined when they are not a state code. Does not check the GSTIN. */
export function stateFromGstin(gstin: string): GstState | undefined {
  const m = /^\s*(\d{2})/.exec(gstin);
  return m ? byCode.get(m[1]!) : undefined;
}
