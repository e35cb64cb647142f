import { stateByNameOrCode } from './states.js';
import { PIN_PATTERN } from '../india.js';

/**
 * PIN code prefixes per state (GST state code → first 2 or 3 digits of the 6-digit PIN).
 *
 * Source: India Post's PIN scheme: the first digit is the zone, the first two the postal circle, the first three
 * the sorting district (India Post, "Postal Index Number"; the all-India pincode directory published by the
 * Department of Posts on data.gov.in). The longest matching prefix wins: 403 (Goa) beats 40 (Maharashtra),
 * 737 (Sikkim) beats 73 (West Bengal). Several sorting districts straddle a state border or are shared by a
 * state and a UT (160 Chandigarh and Mohali, 396 Gujarat and Silvassa/Daman, 605 Tamil Nadu and Puducherry,
 * 244/246/247/262 Uttar Pradesh and Uttarakhand, 194 Jammu and Kashmir and Ladakh, ...). Those are listed under
 * each state, so a PIN there is accepted for any of them: the check catches a PIN from the wrong part of India,
 * not a village on a border. 9x PINs are the Army Postal Service (no state).
 */
export const PIN_PREFIXES: Readonly<Record<string, readonly string[]>> = {
  '01': ['18', '19', '194'], // Jammu and Kashmir (194 shared with Ladakh)
  '02': ['17'], // Himachal Pradesh
  '03': ['14', '15', '16', '160'], // Punjab (160 shared with Chandigarh: Mohali)
  '04': ['160'], // Chandigarh
  '05': ['244', '246', '247', '248', '249', '262', '263'], // Uttarakhand
  '06': ['12', '13'], // Haryana
  '07': ['11'], // Delhi
  '08': ['30', '31', '32', '33', '34'], // Rajasthan
  '09': ['20', '21', '22', '23', '24', '25', '26', '27', '28', '244', '246', '247', '262'], // Uttar Pradesh
  '10': ['80', '81', '82', '83', '84', '85'], // Bihar
  '11': ['737'], // Sikkim
  '12': ['790', '791', '792'], // Arunachal Pradesh
  '13': ['797', '798'], // Nagaland
  '14': ['795'], // Manipur
  '15': ['796'], // Mizoram
  '16': ['799'], // Tripura
  '17': ['793', '794'], // Meghalaya
  '18': ['78'], // Assam
  '19': ['70', '71', '72', '73', '74'], // West Bengal
  '20': ['814', '815', '816', '822', '825', '826', '827', '828', '829', '831', '832', '833', '834', '835'], // Jharkhand
  '21': ['75', '76', '77'], // Odisha
  '22': ['49'], // Chhattisgarh
  '23': ['45', '46', '47', '48'], // Madhya Pradesh
  '24': ['36', '37', '38', '39', '362', '396'], // Gujarat
  '26': ['362', '396'], // Dadra and Nagar Haveli and Daman and Diu (Diu 362520; Daman, Silvassa 396xxx)
  '27': ['40', '41', '42', '43', '44'], // Maharashtra
  '29': ['56', '57', '58', '59'], // Karnataka
  '30': ['403'], // Goa
  '31': ['682'], // Lakshadweep (682551–682559)
  '32': ['67', '68', '69', '673', '682'], // Kerala
  '33': ['60', '61', '62', '63', '64', '605', '607', '609'], // Tamil Nadu
  '34': ['533', '605', '607', '609', '673'], // Puducherry (Yanam 533, Puducherry 605/607, Karaikal 609, Mahe 673)
  '35': ['744'], // Andaman and Nicobar Islands
  '36': ['50'], // Telangana
  '37': ['51', '52', '53', '533'], // Andhra Pradesh
  '38': ['194'], // Ladakh (Leh, Kargil)
};

/**
 * GST state codes of a PIN: the states with the longest matching prefix (usually one; two on a shared
 * prefix; none for a malformed PIN or an Army Postal Service PIN), in state code order.
 */
export function statesForPincode(pin: string): string[] {
  const p = String(pin).trim();
  if (!PIN_PATTERN.test(p)) return [];
  let best = 0;
  let codes: string[] = [];
  for (const [code, prefixes] of Object.entries(PIN_PREFIXES)) {
    const len = Math.max(0, ...prefixes.filter((prefix) => p.startsWith(prefix)).map((prefix) => prefix.length));
    if (len === 0 || len < best) continue;
    if (len > best) {
      best = len;
      codes = [];
    }
    codes.push(code);
  }
  return codes.sort();
}

/** True when `pin` is a 6-digit PIN within the prefixes of `state` (a GST state code or name). */
export function pincodeMatchesState(pin: string, state: string): boolean {
  const st = stateByNameOrCode(state);
  return st !== undefined && statesForPincode(pin).includes(st.code);
}

/**
 * The 6-digit PIN code in a free-text address, or null. Takes the last stand-alone 6-digit number starting 1–9
 * ("411 001" with one space is read as 411001); a 10-digit mobile number is not mistaken for a PIN.
 */
export function pincodeFromText(address: string): string | null {
  const matches = [...address.matchAll(/(?<![0-9])([1-9][0-9]{2}) ?([0-9]{3})(?![0-9])/g)];
  const last = matches.at(-1);
  return last ? last[1]! + last[2]! : null;
}
