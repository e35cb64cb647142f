import { shopCategoryLabel } from '@bazaar/shared';
import { t, type MessageId } from '@/i18n/i18n';

/** The shop categories' words (SHOP_CATEGORIES' labels in English: Clothing reads "Fashion&Design"). */
const CATEGORY_TEXT: Record<string, MessageId> = {
  Grocery: 'category.grocery',
  'Fashion&Design': 'category.fashion',
  Electronics: 'category.electronics',
  'Building&Construction': 'category.construction',
  Food: 'category.food',
  Other: 'category.other',
};

/** A shop's category in the active language; a value outside the list as `shopCategoryLabel` gives it. */
export function shopCategoryText(value: string): string {
  const label = shopCategoryLabel(value);
  return Object.hasOwn(CATEGORY_TEXT, label) ? t(CATEGORY_TEXT[label]!) : label;
}
