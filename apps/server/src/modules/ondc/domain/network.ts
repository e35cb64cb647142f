/**
 * Where Bazaar's words meet ONDC's (issue 29, decision 076): a shop's city (its `location`) as ONDC's city code, and
 * a shop's category as the retail domain it trades in. One table each; a city or category not listed is not offered
 * on the network (a shop in it is simply not in any catalog).
 */

/** ONDC names a city by its STD code (`std:080`). */
export const CITY_CODES: Readonly<Record<string, string>> = {
  Ahmedabad: 'std:079',
  Bengaluru: 'std:080',
  Chennai: 'std:044',
  Delhi: 'std:011',
  Hyderabad: 'std:040',
  Jaipur: 'std:0141',
  Kochi: 'std:0484',
  Kolkata: 'std:033',
  Lucknow: 'std:0522',
  Mumbai: 'std:022',
  Pune: 'std:020',
};

/** The cities (as Bazaar spells them) whose code is one of `codes`. */
export function citiesOf(codes: readonly string[]): string[] {
  return Object.entries(CITY_CODES)
    .filter(([, code]) => codes.includes(code))
    .map(([city]) => city);
}

/** Retail domains by shop category: RET10 grocery, RET11 food and beverage, RET12 fashion, RET14 electronics, RET16 home and kitchen. */
export const DOMAINS: Readonly<Record<string, string>> = {
  Grocery: 'ONDC:RET10',
  Food: 'ONDC:RET11',
  Clothing: 'ONDC:RET12',
  Electronics: 'ONDC:RET14',
  'Building&Construction': 'ONDC:RET16',
  Construction: 'ONDC:RET16',
};

export const domainOf = (shopCategory: string): string | undefined => DOMAINS[shopCategory];

/** The ONDC retail category id an item of a Bazaar category is listed under in `domain` (its defaults). */
export const DEFAULT_ONDC_CATEGORY: Readonly<Record<string, string>> = {
  'ONDC:RET10': 'Foodgrains',
  'ONDC:RET11': 'Continental',
  'ONDC:RET12': 'Apparel',
  'ONDC:RET14': 'Mobile Phone',
  'ONDC:RET16': 'Home Decor',
};
