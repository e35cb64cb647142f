/**
 * The catalog as CSV (issue 24 #6, decision 089): one row per live variant, in the columns the import reads back,
 * written by the project's one CSV writer (formula-safe, CRLF). The template is the same header with one example.
 */
import { DECLARATION_FIELDS, toPaise, type ProductDto, type VariantDto } from '@bazaar/shared';
import type { Db } from '../../db/client.js';
import { conflict } from '../../lib/errors.js';
import { csvFile, csvMoney, csvRow, type CsvValue } from '../../lib/csv.js';
import type { SessionUser } from '../../plugins/auth.js';
import { shopOfAdmin } from '../shops/shops.service.js';
import { selectShopProducts } from './products.repo.js';
import { SHOP_NOT_REGISTERED, toProductDtos } from './products.service.js';

export const MAX_OPTIONS_IN_CSV = 3;
const OPTION_COLUMNS = [1, 2, 3].flatMap((k) => [`option${k}Name`, `option${k}Value`] as const);
export const DECLARATION_COLUMNS = DECLARATION_FIELDS.map((f) => f.key);

/** Every column of the catalog CSV, in order; the import takes any subset that includes `sku`. */
export const BULK_COLUMNS = [
  'sku',
  'name',
  'description',
  'category',
  'subCategory',
  'price',
  'mrp',
  'quantity',
  ...OPTION_COLUMNS,
  'unit',
  'netQuantity',
  'hsnCode',
  'gstRate',
  'packaged',
  'originCountry',
  ...DECLARATION_COLUMNS,
] as const;
export type BulkColumn = (typeof BULK_COLUMNS)[number];

const EXAMPLE: Record<string, CsvValue> = {
  sku: 'TEA-250',
  name: 'Assam tea',
  description: 'Strong CTC tea leaves',
  category: 'Grocery',
  price: '120.00',
  mrp: '150.00',
  quantity: 40,
  option1Name: 'Pack',
  option1Value: '250 g',
  unit: 'g',
  netQuantity: 250,
  packaged: 'true',
  originCountry: 'IND',
  manufacturer: 'Example Tea Co, Guwahati, Assam 781001',
  countryOfOrigin: 'India',
  genericName: 'Tea',
  bestBefore: '12 months from packing',
  consumerCare: 'care@example.in, 1800 000 000',
};

function variantRow(p: ProductDto, v: VariantDto): CsvValue[] {
  const cells: Record<string, CsvValue> = {
    sku: v.sku,
    name: p.name,
    description: p.description,
    category: p.category,
    subCategory: p.subCategory ?? '',
    price: csvMoney(toPaise(v.price)),
    mrp: v.mrp === null ? '' : csvMoney(toPaise(v.mrp)),
    quantity: v.quantity,
    unit: p.unit ?? '',
    netQuantity: v.netQuantity ?? p.netQuantity ?? '',
    hsnCode: p.hsnCode ?? '',
    gstRate: p.gstRate ?? '',
    packaged: p.packaged ? 'true' : 'false',
    originCountry: p.originCountry,
  };
  p.options.slice(0, MAX_OPTIONS_IN_CSV).forEach((o, i) => {
    cells[`option${i + 1}Name`] = o.name;
    cells[`option${i + 1}Value`] = v.options[o.name] ?? '';
  });
  for (const k of DECLARATION_COLUMNS) cells[k] = p.declarations?.[k] ?? '';
  return BULK_COLUMNS.map((c) => cells[c] ?? '');
}

/** The admin's catalog (or, with `template`, the header and one example row) as CSV text. */
export async function exportCatalogCsv(db: Db, user: SessionUser, template: boolean): Promise<string> {
  const lines = [csvRow(BULK_COLUMNS)];
  if (template) return csvFile([...lines, csvRow(BULK_COLUMNS.map((c) => EXAMPLE[c] ?? ''))]);
  const shop = await shopOfAdmin(db, user.id);
  if (!shop) throw conflict(SHOP_NOT_REGISTERED);
  const products = await toProductDtos(db, await selectShopProducts(db, shop.id));
  for (const p of products) for (const v of p.variants) lines.push(csvRow(variantRow(p, v)));
  return csvFile(lines);
}
