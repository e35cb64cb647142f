/**
 * The catalog's replies the shop and product page tests stub (issue 23, craft): a signed-in shopper, shop s1
 * ("Jaipur Footwear") and a product of it, each with only the fields a test cares about to override.
 */
import type { ProductDto, ShopDto, VariantDto } from '@bazaar/shared';

/** The signed-in shopper of `GET /api/auth/session`. */
export const shopper = { _id: 'u1', name: 'Asha', email: 'asha@example.in', role: 'user', phone: null };

/** Shop s1, active, in Jaipur, Rajasthan. */
export const shopDto = (over: Partial<ShopDto> = {}): ShopDto => ({
  _id: 's1',
  name: 'Jaipur Footwear',
  category: 'Clothing',
  location: 'Jaipur',
  address: '12 Johari Bazaar, Jaipur 302003',
  phone: '9876543210',
  image: null,
  admin: null,
  createdAt: '2026-01-01T00:00:00.000Z',
  active: true,
  gstRegistration: 'regular',
  stateCode: '08',
  stateName: 'Rajasthan',
  deliveryPins: [],
  openingHours: [],
  gps: null,
  pincode: null,
  ...over,
});

/** Product p1 of shop s1: a leather chappal at ₹499, 4 in stock, no options, MRP or photos. */
export const productDto = (over: Partial<ProductDto> = {}): ProductDto => ({
  _id: 'p1',
  shopId: 's1',
  name: 'Chappal',
  description: 'Leather chappal',
  price: 499,
  quantity: 4,
  inStock: true,
  returnable: true,
  ondcCategory: null,
  originCountry: 'IND',
  category: 'Clothing',
  subCategory: null,
  unit: null,
  image: null,
  hsnCode: null,
  gstRate: null,
  netQuantity: null,
  suggestedTax: null,
  createdAt: '2026-01-01T00:00:00.000Z',
  mrp: null,
  discountPercent: null,
  unitSalePrice: null,
  packaged: false,
  options: [],
  variants: [],
  images: [],
  declarations: null,
  ...over,
});

/** A variant; in stock when its quantity is above 0. */
export const variantDto = (over: Partial<VariantDto> & Pick<VariantDto, '_id' | 'sku' | 'options' | 'price' | 'quantity'>): VariantDto => ({
  mrp: null,
  discountPercent: null,
  inStock: over.quantity > 0,
  image: null,
  netQuantity: null,
  ...over,
});
