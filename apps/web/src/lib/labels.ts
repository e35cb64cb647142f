/**
 * Words from `@bazaar/shared`'s fixed lists, in the active language (issue 28): an order's status and the
 * category and sub-category names shops and products share. The lists stay English in `packages/shared` (the server, the CSVs and
 * the tests read them); the screens show these. A value the catalog does not know is shown as it is.
 */
import { t, type MessageId } from '@/i18n/i18n';

const STATUS: Record<string, MessageId> = {
  Pending: 'status.pending',
  Confirmed: 'status.confirmed',
  Packed: 'status.packed',
  Shipped: 'status.shipped',
  Delivered: 'status.delivered',
  Cancelled: 'status.cancelled',
  Refused: 'status.refused',
};

/** An order status (`Shipped`) as people read it: "Out for delivery", "डिलीवरी के लिए निकला". */
export function orderStatusText(status: string): string {
  const id = STATUS[status];
  return id ? t(id) : status;
}

const RETURN_STATUS: Record<string, MessageId> = {
  Requested: 'returnStatus.requested',
  Accepted: 'returnStatus.accepted',
  Declined: 'returnStatus.declined',
  PickedUp: 'returnStatus.pickedUp',
  Received: 'returnStatus.received',
  Refunded: 'returnStatus.refunded',
  Replaced: 'returnStatus.replaced',
};

const RETURN_REASON: Record<string, MessageId> = {
  damaged: 'returnReason.damaged',
  defective: 'returnReason.defective',
  wrong_item: 'returnReason.wrong_item',
  not_as_described: 'returnReason.not_as_described',
  size_or_fit: 'returnReason.size_or_fit',
  no_longer_needed: 'returnReason.no_longer_needed',
  other: 'returnReason.other',
};

/** A return's reason (`wrong_item`) as people read it: "Wrong item sent", "गलत सामान भेजा"; else `fallback`. */
export function returnReasonText(reason: string, fallback = reason): string {
  const id = RETURN_REASON[reason];
  return id ? t(id) : fallback;
}

/** A return's status (`PickedUp`) as people read it: "Picked up", "सामान उठाया गया" (issue 26). */
export function returnStatusText(status: string): string {
  const id = RETURN_STATUS[status];
  return id ? t(id) : status;
}

const CATEGORY: Record<string, MessageId> = {
  Grocery: 'category.grocery',
  Food: 'category.food',
  'Fashion&Design': 'category.fashion',
  Electronics: 'category.electronics',
  'Building&Construction': 'category.building',
  Other: 'category.other',
  // Product categories' stored values where they differ from the label (search facets show the value).
  Clothing: 'category.clothing',
  Construction: 'category.construction',
};

/** A category's label (from `shopCategoryLabel` or `categoryLabel`), or a product category's value, in the active language. */
export function categoryText(label: string): string {
  const id = CATEGORY[label];
  return id ? t(id) : label;
}

const SUB_CATEGORY: Record<string, MessageId> = {
  Men: 'subCategory.men',
  Women: 'subCategory.women',
  Kids: 'subCategory.kids',
  Others: 'subCategory.others',
  Staples: 'subCategory.staples',
  'Fresh produce': 'subCategory.freshProduce',
  Dairy: 'subCategory.dairy',
  Spices: 'subCategory.spices',
  'Tea & coffee': 'subCategory.teaCoffee',
  'Dry fruits': 'subCategory.dryFruits',
  Sweets: 'subCategory.sweets',
  Snacks: 'subCategory.snacks',
  Meals: 'subCategory.meals',
  Beverages: 'subCategory.beverages',
  Fabric: 'subCategory.fabric',
  Footwear: 'subCategory.footwear',
  Mobiles: 'subCategory.mobiles',
  Audio: 'subCategory.audio',
  Computers: 'subCategory.computers',
  TV: 'subCategory.tv',
  Lighting: 'subCategory.lighting',
  Accessories: 'subCategory.accessories',
  Cement: 'subCategory.cement',
  Steel: 'subCategory.steel',
  'Sand & aggregate': 'subCategory.sand',
  'Bricks & blocks': 'subCategory.bricks',
  Paint: 'subCategory.paint',
  Tiles: 'subCategory.tiles',
  Plumbing: 'subCategory.plumbing',
  Home: 'subCategory.home',
  Gifts: 'subCategory.gifts',
  Pooja: 'subCategory.pooja',
};

/** A product's sub-category (`PRODUCT_SUB_CATEGORIES`: "Staples", "Men") in the active language; an unknown one as it is. */
export function subCategoryText(value: string): string {
  const id = SUB_CATEGORY[value];
  return id ? t(id) : value;
}

const UNIT: Record<string, MessageId> = {
  metre: 'unit.metre',
  piece: 'unit.piece',
  pack: 'unit.pack',
  dozen: 'unit.dozen',
  pair: 'unit.pair',
  box: 'unit.box',
  set: 'unit.set',
  bag: 'unit.bag',
  plate: 'unit.plate',
};

const unitWord = (name: string) => {
  const id = UNIT[name];
  return id ? t(id) : name;
};

/**
 * A unit as `unitLabel` writes it ("kg", "4 L", "piece", "set of 6", "100 g") in the active language: the words
 * are translated, the symbols (g, kg, ml, L) and numbers stay. Anything else is shown as it is.
 */
export function unitText(label: string): string {
  const of = /^(\S+) of (\S+)$/.exec(label);
  if (of) return t('unit.of', { unit: unitWord(of[1]!), n: of[2]! });
  const measure = /^(\S+) (\S+)$/.exec(label);
  if (measure) return `${measure[1]} ${unitWord(measure[2]!)}`;
  return unitWord(label);
}
