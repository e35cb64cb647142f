import type { ProductDto, ShopDto } from '@bazaar/shared';
import { createAdmin, createProduct, createShop, loginAs, superadminSession, uniq } from './api';

export interface Seed {
  main: ShopDto;
  second: ShopDto;
  shops: ShopDto[];
  products: Record<string, ProductDto>;
  mainAdmin: { email: string; password: string };
  /** Whether PATCH /api/products/:id worked (used to make one product out of stock). */
  outOfStockReady: boolean;
}

const SHOPS: Array<{ name: string; category: string; location: string; color: [number, number, number] }> = [
  { name: 'Sharma Kirana Store', category: 'Grocery', location: 'Jaipur', color: [232, 121, 30] },
  { name: 'Gupta Cloth House', category: 'Clothing', location: 'Lucknow', color: [190, 40, 90] },
  { name: 'Verma Electronics', category: 'Electronics', location: 'Pune', color: [60, 70, 180] },
  { name: 'Shree Balaji Building Material', category: 'Building&Construction', location: 'Jaipur', color: [120, 110, 100] },
  { name: 'Annapurna Sweets', category: 'Food', location: 'Varanasi', color: [240, 180, 40] },
  { name: 'Mehta Shoe Mart', category: 'Other', location: 'Ahmedabad', color: [150, 60, 40] },
  { name: 'Kaveri Fresh Vegetables', category: 'Grocery', location: 'Mysuru', color: [50, 150, 70] },
  { name: 'Bombay Denim Co', category: 'Clothing', location: 'Mumbai', color: [40, 70, 140] },
  { name: 'Patel Tiles and Sanitary', category: 'Building&Construction', location: 'Surat', color: [30, 140, 150] },
  { name: 'Fresh Juice Corner', category: 'Food', location: 'Jaipur', color: [250, 140, 60] },
  { name: 'Lakshmi Silk Sarees', category: 'Clothing', location: 'Chennai', color: [170, 30, 60] },
];

/** One product for each shop after the first two, in SHOPS order (names no journey searches for). */
const OTHER_PRODUCTS: Array<{ name: string; price: number; unit: string; category?: string }> = [
  { name: 'LED Bulb 9 W', price: 99, unit: 'piece', category: 'Electronics' },
  { name: 'Wall Putty 20 kg', price: 780, unit: 'piece', category: 'Construction' },
  { name: 'Motichoor Laddoo 500 g', price: 260, unit: 'piece' },
  { name: 'Leather Jutti Shoes', price: 899, unit: 'piece', category: 'Clothing' },
  { name: 'Fresh Tomatoes 1 kg', price: 40, unit: 'kg' },
  { name: 'Slim Fit Jeans', price: 1299, unit: 'piece', category: 'Clothing' },
  { name: 'Vitrified Floor Tile 2x2 ft', price: 65, unit: 'piece', category: 'Construction' },
  { name: 'Sugarcane Juice 500 ml', price: 30, unit: 'piece' },
  { name: 'Kanchipuram Silk Saree', price: 8500, unit: 'piece', category: 'Clothing' },
];

const MAIN_PRODUCTS = [
  { name: 'Basmati Rice 5 kg', price: 650, unit: 'kg', color: [235, 225, 200] },
  { name: 'Toor Dal 1 kg', price: 145, unit: 'kg', color: [240, 190, 60] },
  { name: 'Desi Ghee 1 litre', price: 620, unit: 'litre', color: [250, 210, 110] },
  { name: 'Tata Salt 1 kg', price: 28, unit: 'kg', color: [230, 230, 235] },
  { name: 'Turmeric Powder 200 g', price: 85, unit: 'piece', color: [230, 170, 20] },
  { name: 'Sunflower Oil 5 litre', price: 1150, unit: 'litre', color: [250, 200, 50] },
  { name: 'Mango Pickle 1 kg', price: 250, unit: 'kg', color: [200, 120, 30] },
  { name: 'Cashew Nuts 500 g', price: 480, unit: 'piece', color: [225, 195, 150] },
  { name: 'Kashmiri Kesar 1 g', price: 450, unit: 'piece', quantity: 3, color: [200, 60, 30] },
  { name: 'Moong Dal 1 kg', price: 130, unit: 'kg', color: [180, 200, 90] },
  { name: 'Atta 10 kg', price: 420, unit: 'kg', color: [220, 200, 160] },
  { name: 'Masala Chai 250 g', price: 180, unit: 'piece', color: [120, 70, 40] },
  { name: 'Jaggery 1 kg', price: 90, unit: 'kg', color: [170, 110, 40] },
] as const;

let seeded: Promise<Seed> | null = null;

/**
 * Seeds shops, admins and products through the API, once per worker. Journeys must not add products to the main
 * shop: its products fill the first page of the shop page (12 a page, newest first), which several journeys read.
 */
export function ensureSeed(): Promise<Seed> {
  seeded ??= seed();
  return seeded;
}

async function seed(): Promise<Seed> {
  const sa = await superadminSession();
  const run = uniq();
  const shops: ShopDto[] = [];
  const admins: Array<{ email: string; password: string }> = [];
  for (const [i, s] of SHOPS.entries()) {
    const creds = { name: `Owner ${s.name.split(' ')[0]}`, email: `owner${i}-${run}@e2e.bazaar.test`, password: `owner-pass-${run}-${i}` };
    const admin = await createAdmin(sa, creds);
    admins.push(creds);
    shops.push(await createShop(sa, { ...s, admin: admin._id }));
  }
  await sa.dispose();

  const mainAdminSession = await loginAs(admins[0]!.email, admins[0]!.password);
  const products: Record<string, ProductDto> = {};
  for (const p of MAIN_PRODUCTS) {
    products[p.name] = await createProduct(mainAdminSession, {
      name: p.name,
      price: p.price,
      unit: p.unit,
      quantity: 'quantity' in p ? p.quantity : 25,
      color: [...p.color] as [number, number, number],
    });
  }
  const oos = await createProduct(mainAdminSession, { name: 'Organic Honey 500 g', price: 320, unit: 'piece', quantity: 1, color: [220, 150, 20] });
  const patch = await mainAdminSession.patch(`/api/products/${oos._id}`, { data: { quantity: 0 } });
  products[oos.name] = oos;
  await mainAdminSession.dispose();

  const second = await loginAs(admins[1]!.email, admins[1]!.password);
  products['Cotton Kurta'] = await createProduct(second, {
    name: 'Cotton Kurta',
    price: 799,
    category: 'Clothing',
    subCategory: 'Men',
    unit: 'piece',
    color: [200, 60, 100],
  });
  await second.dispose();

  // The home list shows a shop once it has something to sell (issue 22 #12): every other shop gets one product.
  for (const [i, p] of OTHER_PRODUCTS.entries()) {
    const session = await loginAs(admins[i + 2]!.email, admins[i + 2]!.password);
    await createProduct(session, { ...p, color: SHOPS[i + 2]!.color });
    await session.dispose();
  }

  return { main: shops[0]!, second: shops[1]!, shops, products, mainAdmin: admins[0]!, outOfStockReady: patch.ok() };
}
