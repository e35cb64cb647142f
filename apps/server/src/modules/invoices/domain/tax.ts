/**
 * GST arithmetic on GST-inclusive prices, in integer paise.
 *
 * Rounding rule (docs/decisions, "GST rounding"): the tax in an inclusive amount is
 * amount × rate / (100 + rate). It is rounded to the nearest EVEN number of paise (half a paisa and up rounds
 * up, on the half), and the taxable value is the rest, so that
 *   - taxable + tax = amount exactly, per line and therefore in any sum of lines;
 *   - CGST = SGST = tax / 2 exactly for an intra-state supply, and IGST = the same tax for an inter-state one,
 *     so the taxable value does not depend on where the goods go;
 *   - the taxable value is within one paisa of amount × 100 / (100 + rate).
 */

export interface InclusiveSplit {
  /** Taxable value (paise). */
  taxablePaise: number;
  /** GST in the amount (paise), always even. */
  taxPaise: number;
}

export type SupplyType = 'intra-state' | 'inter-state';

export interface TaxHeads {
  cgstPaise: number;
  sgstPaise: number;
  igstPaise: number;
}

/** Rate in percent as an integer number of hundredths (0.25 % → 25, 18 % → 1800). */
function rateHundredths(ratePercent: number): number {
  const r = Math.round(ratePercent * 100);
  if (!Number.isFinite(ratePercent) || ratePercent < 0 || Math.abs(r - ratePercent * 100) > 1e-9) {
    throw new RangeError(`GST rate must be a non-negative percent with at most 2 decimals, got ${ratePercent}`);
  }
  return r;
}

/** Splits a GST-inclusive amount (integer paise ≥ 0) into taxable value and tax at `ratePercent`. */
export function splitInclusive(amountPaise: number, ratePercent: number): InclusiveSplit {
  if (!Number.isSafeInteger(amountPaise) || amountPaise < 0) {
    throw new RangeError(`amount must be a non-negative integer number of paise, got ${amountPaise}`);
  }
  const r = rateHundredths(ratePercent);
  // half = round(amount × r / (2 × (10000 + r))), half-up, in integers.
  const num = amountPaise * r;
  const den = 2 * (10_000 + r);
  if (!Number.isSafeInteger(num * 2 + den)) throw new RangeError('amount too large');
  const half = Math.floor((2 * num + den) / (2 * den));
  const taxPaise = 2 * half;
  return { taxablePaise: amountPaise - taxPaise, taxPaise };
}

/** Intra-state when the supplier's state is the place of supply (both GST state codes), else inter-state. */
export function supplyTypeOf(supplierStateCode: string, placeOfSupplyCode: string): SupplyType {
  return supplierStateCode === placeOfSupplyCode ? 'intra-state' : 'inter-state';
}

/** The tax (even paise, from `splitInclusive`) as CGST + SGST halves (intra-state) or IGST (inter-state). */
export function taxHeads(taxPaise: number, supplyType: SupplyType): TaxHeads {
  if (taxPaise % 2 !== 0) throw new RangeError('tax must be an even number of paise (see splitInclusive)');
  return supplyType === 'intra-state'
    ? { cgstPaise: taxPaise / 2, sgstPaise: taxPaise / 2, igstPaise: 0 }
    : { cgstPaise: 0, sgstPaise: 0, igstPaise: taxPaise };
}
