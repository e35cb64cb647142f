/**
 * The demo dataset: shops across India covering every shop category, each with a dozen-or-so products
 * spread over every price-filter range, plus the people who own and shop at them. Pure data.
 */
import type { IconKey } from './artwork.js';

export interface DemoPerson {
  name: string;
  email: string;
  phone: string;
}

export interface DemoProduct {
  name: string;
  description: string;
  /** Rupees. */
  price: number;
  /** Stock on hand. */
  stock: number;
  category: 'Grocery' | 'Clothing' | 'Electronics' | 'Construction';
  subCategory: 'Men' | 'Women' | 'Kids' | 'Others' | null;
  unit: 'kg' | 'piece' | 'litre' | 'others' | null;
  icon: IconKey;
}

export interface DemoShop {
  name: string;
  category: 'Grocery' | 'Clothing' | 'Electronics' | 'Building&Construction' | 'Food' | 'Other';
  location: string;
  address: string;
  phone: string;
  pan: string;
  /** GST state code of the city (first two digits of the GSTIN). */
  stateCode: string;
  razorpayAccountId: string;
  /** The icon of the shop's picture (defaults to the category's). */
  icon?: IconKey;
  admin: DemoPerson;
  products: DemoProduct[];
}

export interface DemoShopper extends DemoPerson {
  address: string;
}

type Row = [name: string, price: number, stock: number, category: DemoProduct['category'], subCategory: DemoProduct['subCategory'], unit: DemoProduct['unit'], icon: IconKey, description: string];
const rows = (list: Row[]): DemoProduct[] =>
  list.map(([name, price, stock, category, subCategory, unit, icon, description]) => ({
    name,
    price,
    stock,
    category,
    subCategory,
    unit,
    icon,
    description,
  }));

export const DEMO_SHOPS: DemoShop[] = [
  {
    name: 'Sharma Kirana Stores',
    icon: 'basket',
    category: 'Grocery',
    location: 'Pune',
    address: 'Shop 4, Laxmi Road, Sadashiv Peth, Pune, Maharashtra 411030',
    phone: '9822041567',
    pan: 'BQSPS4821K',
    stateCode: '27',
    razorpayAccountId: 'acc_N7xKp2QdL9vT3a',
    admin: {
      name: 'Rajesh Sharma',
      email: 'rajesh@bazaar.demo',
      phone: '9822041567',
    },
    products: rows([
      ['Aashirvaad Shudh Chakki Atta (5 kg)', 285, 40, 'Grocery', null, 'kg', 'sack', 'Whole wheat atta stone-ground the traditional chakki way, for soft, fluffy rotis every day.'],
      ['India Gate Basmati Rice Classic (1 kg)', 185, 60, 'Grocery', null, 'kg', 'sack', 'Long-grain aged basmati that cooks up fragrant and separate: perfect for pulao and biryani.'],
      ['Tata Sampann Toor Dal (1 kg)', 172, 35, 'Grocery', null, 'kg', 'sack', 'Unpolished arhar dal, rich in protein, for everyday dal tadka and sambar.'],
      ['Fortune Sunflower Oil (1 L)', 155, 48, 'Grocery', null, 'litre', 'bottle', 'Light, refined sunflower oil for everyday frying and cooking.'],
      ['Amul Pure Ghee (1 L)', 640, 12, 'Grocery', null, 'litre', 'jar', 'Rich, granular cow ghee with the classic danedar aroma. Tin pack.'],
      ['Tata Salt (1 kg)', 28, 120, 'Grocery', null, 'kg', 'sack', 'Vacuum-evaporated iodised salt: desh ka namak.'],
      ['MDH Garam Masala (100 g)', 92, 3, 'Grocery', null, 'piece', 'jar', 'A warm blend of cardamom, cinnamon, cloves and pepper for curries and sabzis.'],
      ['Brooke Bond Red Label Tea (500 g)', 290, 30, 'Grocery', null, 'piece', 'jar', 'Strong CTC tea leaves for a refreshing cup of kadak chai.'],
      ['Ratnagiri Alphonso Mangoes (1 dozen)', 1200, 0, 'Grocery', null, 'others', 'basket', 'GI-tagged hapus from Ratnagiri, naturally ripened in hay. Seasonal: back in stock soon.'],
      ['Nashik Red Onions (1 kg)', 40, 200, 'Grocery', null, 'kg', 'basket', 'Fresh, firm red onions from the Nashik mandi, sorted by hand.'],
      ['Dry Fruits Gift Pack (500 g)', 780, 15, 'Grocery', null, 'piece', 'gift', 'Almonds, cashews, raisins and pistachios in a festive gift box.'],
    ]),
  },
  {
    name: 'Kapoor Fashion House',
    icon: 'kurta',
    category: 'Clothing',
    location: 'Mumbai',
    address: '12, Linking Road, Bandra West, Mumbai, Maharashtra 400050',
    phone: '9819276341',
    pan: 'AKCPK7315M',
    stateCode: '27',
    razorpayAccountId: 'acc_P2mWq8ZbR4sY7c',
    admin: {
      name: 'Neha Kapoor',
      email: 'neha@bazaar.demo',
      phone: '9819276341',
    },
    products: rows([
      ["Men's Slim Fit Cotton Shirt", 899, 25, 'Clothing', 'Men', 'piece', 'shirt', 'Breathable 100% cotton shirt with a tailored slim fit. Sizes S to XXL.'],
      ["Women's Rayon Printed Kurti", 649, 30, 'Clothing', 'Women', 'piece', 'kurta', 'Straight-cut rayon kurti with a block-print pattern and three-quarter sleeves.'],
      ["Men's Stretch Denim Jeans", 1299, 18, 'Clothing', 'Men', 'piece', 'jeans', 'Mid-rise, slim-tapered jeans in a comfortable stretch denim.'],
      ["Kids' Cotton T-shirts (Pack of 3)", 499, 22, 'Clothing', 'Kids', 'piece', 'shirt', 'Soft, colourful round-neck tees for ages 2 to 12.'],
      ['Banarasi Silk Saree', 3499, 6, 'Clothing', 'Women', 'piece', 'fabric', 'Handwoven Banarasi silk with zari butis and a rich pallu; blouse piece included.'],
      ["Women's Palazzo Pants", 549, 0, 'Clothing', 'Women', 'piece', 'jeans', 'Flowy, wide-leg palazzos with an elastic waist. Restocking next week.'],
      ["Men's Canvas Sneakers", 1099, 14, 'Clothing', 'Men', 'piece', 'shoe', 'Lightweight lace-up canvas sneakers with a cushioned sole.'],
      ["Girls' Lehenga Choli", 1899, 4, 'Clothing', 'Kids', 'piece', 'kurta', 'Festive lehenga choli with mirror work and a net dupatta, for ages 4 to 10.'],
      ['Cotton Handkerchiefs (Pack of 6)', 149, 80, 'Clothing', 'Men', 'piece', 'fabric', 'Soft, absorbent cotton hankies in assorted checks.'],
      ["Women's Kolhapuri Sandals", 799, 2, 'Clothing', 'Women', 'piece', 'shoe', 'Handcrafted genuine-leather Kolhapuri chappals with a padded footbed.'],
    ]),
  },
  {
    name: 'Silicon Digital Electronics',
    icon: 'laptop',
    category: 'Electronics',
    location: 'Bengaluru',
    address: 'No. 45, SP Road, Chickpet, Bengaluru, Karnataka 560002',
    phone: '9845123780',
    pan: 'BNHPG2468Q',
    stateCode: '29',
    razorpayAccountId: 'acc_Q9tLx3VnK6pH2d',
    admin: {
      name: 'Karthik Gowda',
      email: 'karthik@bazaar.demo',
      phone: '9845123780',
    },
    products: rows([
      ['Redmi 13C 5G (4 GB, 128 GB)', 9999, 10, 'Electronics', null, 'piece', 'phone', '6.74-inch 90 Hz display, 50 MP camera and a 5000 mAh battery. One-year brand warranty.'],
      ['boAt Rockerz 450 Bluetooth Headphones', 1499, 20, 'Electronics', null, 'piece', 'headphones', 'On-ear wireless headphones with 15 hours of playback and padded cushions.'],
      ['HP 15s Laptop (Ryzen 5, 8 GB, 512 GB SSD)', 42990, 3, 'Electronics', null, 'piece', 'laptop', '15.6-inch full-HD laptop with Windows 11 and MS Office Home & Student.'],
      ['Syska 9W LED Bulbs (Pack of 2)', 199, 90, 'Electronics', null, 'piece', 'bulb', 'Cool-daylight B22 LED bulbs: bright light, low power bills.'],
      ['Mi 20000 mAh Power Bank', 1799, 16, 'Electronics', null, 'piece', 'phone', 'Dual USB output with 18 W fast charging; charges a phone four times over.'],
      ['USB-C Fast Charging Cable (1 m)', 249, 75, 'Electronics', null, 'piece', 'phone', 'Braided nylon cable rated for 3 A fast charging and data sync.'],
      ['Samsung 32-inch HD Smart LED TV', 13490, 0, 'Electronics', null, 'piece', 'tv', 'HD Ready smart TV with screen mirroring and built-in apps. New stock arriving soon.'],
      ['Portronics Wireless Mouse', 399, 40, 'Electronics', null, 'piece', 'laptop', '2.4 GHz silent-click mouse with a nano receiver and adjustable DPI.'],
      ['Alkaline AA Batteries (Pack of 4)', 85, 150, 'Electronics', null, 'piece', 'bulb', 'Long-lasting 1.5 V alkaline cells for remotes, clocks and toys.'],
      ['JBL Go 3 Bluetooth Speaker', 2999, 8, 'Electronics', null, 'piece', 'headphones', 'Pocket-size waterproof speaker with punchy JBL Pro Sound.'],
    ]),
  },
  {
    name: 'Rathore Building Materials',
    icon: 'bricks',
    category: 'Building&Construction',
    location: 'Jaipur',
    address: 'Plot 18, Road No. 9, VKI Area, Jaipur, Rajasthan 302013',
    phone: '9414067239',
    pan: 'AAHFR5521L',
    stateCode: '08',
    razorpayAccountId: 'acc_R3vBn7MkT1wZ5e',
    admin: {
      name: 'Vikram Singh Rathore',
      email: 'vikram@bazaar.demo',
      phone: '9414067239',
    },
    products: rows([
      ['UltraTech Cement OPC 53 Grade (50 kg bag)', 410, 200, 'Construction', null, 'others', 'cement', 'High-strength OPC 53 cement for RCC slabs, beams and columns.'],
      ['Red Clay Bricks (per 100)', 850, 60, 'Construction', null, 'others', 'bricks', 'Kiln-fired first-class red bricks, uniform size, from Bagru kilns.'],
      ['TMT Steel Sariya 12 mm (per kg)', 68, 2000, 'Construction', null, 'kg', 'rebar', 'Fe 500D TMT rebar: earthquake-resistant, ISI marked.'],
      ['Fine River Sand (50 kg bag)', 120, 80, 'Construction', null, 'others', 'cement', 'Washed and sieved sand for plaster and masonry work.'],
      ['Birla White Wall Putty (20 kg)', 780, 30, 'Construction', null, 'others', 'cement', 'White-cement-based putty for a smooth, durable base before paint.'],
      ['Asian Paints Apex Exterior Emulsion (4 L)', 1650, 12, 'Construction', null, 'litre', 'paint', 'Weather-proof exterior paint with a dust-resistant finish.'],
      ['Blue Pottery Floor Tile (per piece)', 95, 500, 'Construction', null, 'piece', 'tiles', 'Glazed ceramic tile in a traditional Jaipur blue-pottery design, 12 x 12 inch.'],
      ['Gypsum Plaster of Paris (25 kg)', 520, 0, 'Construction', null, 'others', 'cement', 'Fast-setting POP for false ceilings and wall finishing. Next lot due soon.'],
      ['GI Binding Wire (1 kg)', 110, 45, 'Construction', null, 'kg', 'rebar', 'Soft galvanised wire for tying rebar at joints.'],
      ['Concrete Hollow Blocks (per piece)', 42, 900, 'Construction', null, 'piece', 'bricks', '400 x 200 x 200 mm hollow blocks: light, strong and quick to lay.'],
    ]),
  },
  {
    name: 'Awadh Rasoi',
    icon: 'bowl',
    category: 'Food',
    location: 'Lucknow',
    address: 'Shop 7, Aminabad Market, Aminabad, Lucknow, Uttar Pradesh 226018',
    phone: '9839012457',
    pan: 'ACFPQ6190D',
    stateCode: '09',
    razorpayAccountId: 'acc_S8kDf4HqW2nJ6f',
    admin: {
      name: 'Mohammad Irfan Qureshi',
      email: 'irfan@bazaar.demo',
      phone: '9839012457',
    },
    products: rows([
      ['Lucknowi Chicken Biryani (Family Pack)', 549, 20, 'Grocery', null, 'piece', 'bowl', 'Dum-cooked Awadhi biryani with saffron rice and tender chicken. Serves 3 to 4.'],
      ['Galouti Kebab (8 pieces)', 349, 25, 'Grocery', null, 'piece', 'bowl', 'Melt-in-the-mouth minced mutton kebabs with ulte tawe ka paratha.'],
      ['Sheermal (Pack of 4)', 120, 40, 'Grocery', null, 'piece', 'sweets', 'Saffron-scented, mildly sweet Lucknowi flatbread baked in a tandoor.'],
      ['Malai Gilori (500 g)', 420, 10, 'Grocery', null, 'piece', 'sweets', 'Delicate rolls of malai filled with khoya and dry fruits.'],
      ['Awadhi Mutton Korma (Serves 2)', 680, 8, 'Grocery', null, 'piece', 'bowl', 'Slow-cooked mutton in a rich gravy of yoghurt, fried onions and kewra.'],
      ['Kesar Thandai (1 L)', 260, 18, 'Grocery', null, 'litre', 'bottle', 'Chilled milk with saffron, almonds, fennel and rose petals.'],
      ['Aloo Tikki Chaat', 60, 50, 'Grocery', null, 'piece', 'bowl', 'Crisp potato tikki topped with chole, curd and tangy chutneys.'],
      ['Shahi Tukda (2 pieces)', 140, 0, 'Grocery', null, 'piece', 'sweets', 'Fried bread soaked in saffron rabri. Sold out for today.'],
      ['Festive Mithai Hamper (2 kg)', 1450, 5, 'Grocery', null, 'kg', 'gift', 'An assortment of our best-selling sweets in a keepsake box.'],
      ['Masala Chai Premix (250 g)', 180, 30, 'Grocery', null, 'piece', 'jar', 'Just add hot water: ginger-cardamom chai the Aminabad way.'],
    ]),
  },
  {
    name: 'Malabar Home & Gifts',
    icon: 'diya',
    category: 'Other',
    location: 'Kochi',
    address: '34/1120, MG Road, Ernakulam, Kochi, Kerala 682035',
    phone: '9847230915',
    pan: 'BOXPM3388C',
    stateCode: '32',
    razorpayAccountId: 'acc_T5pGh9JcX7mL1g',
    admin: {
      name: 'Anjali Menon',
      email: 'anjali@bazaar.demo',
      phone: '9847230915',
    },
    products: rows([
      ['Kerala Kasavu Saree', 2450, 7, 'Clothing', 'Women', 'piece', 'fabric', 'Handloom cotton saree in off-white with a golden kasavu border, from Balaramapuram.'],
      ["Men's Kasavu Mundu", 690, 20, 'Clothing', 'Men', 'piece', 'fabric', 'Double mundu in soft cotton with a fine zari border.'],
      ['Cold-Pressed Coconut Oil (1 L)', 320, 40, 'Grocery', null, 'litre', 'bottle', 'Pure virgin coconut oil from the chakku (wooden press), for cooking and hair care.'],
      ['Nendran Banana Chips (500 g)', 210, 35, 'Grocery', null, 'others', 'jar', 'Thin, crisp chips fried in coconut oil with a touch of salt.'],
      ['Whole Cashews W240 (500 g)', 590, 18, 'Grocery', null, 'others', 'jar', 'Large, creamy Kollam cashews, vacuum-packed for freshness.'],
      ['Malabar Black Pepper (250 g)', 165, 25, 'Grocery', null, 'others', 'jar', 'Bold Tellicherry peppercorns from the Western Ghats.'],
      ['Electric LED Diyas (Set of 6)', 449, 30, 'Electronics', null, 'piece', 'diya', 'Flickering, flameless diyas with long battery life: safe for every corner.'],
      ['Terracotta Roof Tiles (per piece)', 38, 400, 'Construction', null, 'piece', 'tiles', 'Mangalore-pattern clay roof tiles, kiln-fired and weather-proof.'],
      ['Spices & Tea Gift Hamper', 1250, 6, 'Grocery', null, 'piece', 'gift', 'Cardamom, cloves, pepper, cinnamon and Munnar tea in a woven basket.'],
      ["Kids' Pattu Pavadai (Silk Skirt Set)", 1150, 3, 'Clothing', 'Kids', 'piece', 'kurta', 'Traditional silk skirt and blouse for girls, for Onam and festive days.'],
    ]),
  },
  {
    name: 'Deccan Mobiles & Appliances',
    icon: 'phone',
    category: 'Electronics',
    location: 'Hyderabad',
    address: 'Shop 21, Koti Main Road, Koti, Hyderabad, Telangana 500095',
    phone: '9866504132',
    pan: 'AGTPN8842H',
    stateCode: '36',
    razorpayAccountId: 'acc_U1wEr6TyZ3qN8h',
    admin: {
      name: 'Srinivas Rao Naidu',
      email: 'srinivas@bazaar.demo',
      phone: '9866504132',
    },
    products: rows([
      ['Samsung Galaxy M35 5G (6 GB, 128 GB)', 14999, 9, 'Electronics', null, 'piece', 'phone', 'Super AMOLED display, 6000 mAh battery and a 50 MP OIS camera.'],
      ['realme Buds T300 Earbuds', 2299, 15, 'Electronics', null, 'piece', 'headphones', 'True wireless earbuds with active noise cancellation and 40-hour playback.'],
      ['Mi 43-inch 4K Smart TV', 26999, 4, 'Electronics', null, 'piece', 'tv', 'Ultra HD Google TV with Dolby Audio and built-in Chromecast.'],
      ['Philips 20W LED Batten', 299, 60, 'Electronics', null, 'piece', 'bulb', '4-foot LED tube light with a wide, even spread of light.'],
      ['Tempered Glass Screen Guard', 99, 200, 'Electronics', null, 'piece', 'phone', '9H hardness edge-to-edge protection; fitted free at the shop.'],
      ['Lenovo IdeaPad Slim 3 (i5, 16 GB, 512 GB)', 54990, 2, 'Electronics', null, 'piece', 'laptop', 'Thin and light 15.6-inch laptop with a backlit keyboard and fast charging.'],
      ['Wipro Smart Wi-Fi LED Bulb (9W)', 549, 25, 'Electronics', null, 'piece', 'bulb', '16 million colours; works with Alexa and Google Assistant.'],
      ['Zebronics USB Keyboard', 449, 30, 'Electronics', null, 'piece', 'laptop', 'Full-size keyboard with a rupee key and spill-resistant design.'],
      ['Noise ColorFit Smartwatch', 1799, 0, 'Electronics', null, 'piece', 'phone', '1.85-inch display, Bluetooth calling and 100 sports modes. Out of stock.'],
      ['33W Fast Charger Adapter', 699, 35, 'Electronics', null, 'piece', 'phone', 'USB-C charger with smart protection against over-heating.'],
    ]),
  },
  {
    name: 'Chandni Chowk Textiles',
    icon: 'fabric',
    category: 'Clothing',
    location: 'Delhi',
    address: '2154, Katra Neel, Chandni Chowk, Delhi 110006',
    phone: '9811457620',
    pan: 'AEKPG1207R',
    stateCode: '07',
    razorpayAccountId: 'acc_V6yTu2PoA9sD4j',
    admin: {
      name: 'Amit Gupta',
      email: 'amit@bazaar.demo',
      phone: '9811457620',
    },
    products: rows([
      ['Cotton Suit Fabric (per metre)', 180, 300, 'Clothing', 'Women', 'others', 'fabric', 'Soft printed cotton for salwar suits, 44 inches wide.'],
      ["Men's Pathani Kurta Pyjama Set", 1399, 12, 'Clothing', 'Men', 'piece', 'kurta', 'Cotton-blend Pathani suit with a mandarin collar.'],
      ['Chikankari Georgette Dupatta', 599, 20, 'Clothing', 'Women', 'piece', 'fabric', 'Hand-embroidered Lucknowi chikankari on flowing georgette.'],
      ["Boys' Sherwani Set", 2199, 5, 'Clothing', 'Kids', 'piece', 'kurta', 'Festive sherwani with churidar and a matching stole, ages 3 to 12.'],
      ['Pure Pashmina Shawl', 4500, 3, 'Clothing', 'Women', 'piece', 'fabric', 'Hand-spun Kashmiri pashmina, feather-light and warm.'],
      ["Men's Formal Trousers", 899, 24, 'Clothing', 'Men', 'piece', 'jeans', 'Wrinkle-resistant poly-viscose trousers with a flat front.'],
      ["Women's Anarkali Kurta", 1199, 15, 'Clothing', 'Women', 'piece', 'kurta', 'Floor-length anarkali with gota-patti detailing.'],
      ['Rubia Cotton Lining (per metre)', 45, 500, 'Clothing', 'Others', 'others', 'fabric', 'Smooth cotton lining fabric in 20 colours.'],
      ["Kids' Cotton Frock", 349, 28, 'Clothing', 'Kids', 'piece', 'kurta', 'Breezy, printed cotton frock for everyday play.'],
      ["Men's Woollen Muffler", 250, 0, 'Clothing', 'Men', 'piece', 'fabric', 'Warm Ludhiana wool muffler. Winter stock arriving soon.'],
    ]),
  },
  {
    name: 'Patel Cement & Hardware',
    icon: 'cement',
    category: 'Building&Construction',
    location: 'Ahmedabad',
    address: '14, Narol Industrial Estate, Narol, Ahmedabad, Gujarat 382405',
    phone: '9825078814',
    pan: 'AAKFP4410E',
    stateCode: '24',
    razorpayAccountId: 'acc_W4qZs8LkE2vB7k',
    admin: {
      name: 'Hitesh Patel',
      email: 'hitesh@bazaar.demo',
      phone: '9825078814',
    },
    products: rows([
      ['Ambuja Cement PPC (50 kg bag)', 395, 300, 'Construction', null, 'others', 'cement', 'Portland pozzolana cement for plaster, masonry and foundations.'],
      ['Tata Tiscon TMT Bar 10 mm (per kg)', 72, 3000, 'Construction', null, 'kg', 'rebar', 'Fe 550SD super-ductile rebar with uniform ribs.'],
      ['Kajaria Vitrified Floor Tiles 2x2 ft (box of 4)', 1150, 40, 'Construction', null, 'others', 'tiles', 'Glossy double-charged vitrified tiles in ivory marble finish.'],
      ['Supreme CPVC Pipe 1 inch (3 m)', 460, 50, 'Construction', null, 'piece', 'tap', 'Hot and cold water plumbing pipe, ISI marked.'],
      ['Jaquar Brass Bib Tap', 1290, 0, 'Construction', null, 'piece', 'tap', 'Chrome-plated brass tap with a quarter-turn ceramic cartridge. Out of stock.'],
      ['Fly Ash Bricks (per 100)', 620, 80, 'Construction', null, 'others', 'bricks', 'Eco-friendly fly ash bricks: lighter, stronger and more uniform than clay.'],
      ['Berger WeatherCoat Paint (10 L)', 3890, 6, 'Construction', null, 'litre', 'paint', 'Long-life exterior emulsion with anti-algal protection.'],
      ['Dr. Fixit Waterproofing (1 L)', 245, 25, 'Construction', null, 'litre', 'paint', 'Add to cement mortar to stop leaks and dampness.'],
      ['Plaster Sand (50 kg bag)', 90, 150, 'Construction', null, 'others', 'cement', 'Fine sieved sand for a smooth plaster finish.'],
      ['Stone Aggregate 20 mm (per 100 kg)', 230, 120, 'Construction', null, 'others', 'bricks', 'Crushed blue-metal gitti for RCC concrete.'],
    ]),
  },
  {
    name: 'Bose Mishti Bhandar',
    icon: 'sweets',
    category: 'Food',
    location: 'Kolkata',
    address: 'P-17, Gariahat Road, Ballygunge, Kolkata, West Bengal 700019',
    phone: '9830124578',
    pan: 'AHBPB9023N',
    stateCode: '19',
    razorpayAccountId: 'acc_X2rVc5NjF8tG3m',
    admin: {
      name: 'Sourav Bose',
      email: 'sourav@bazaar.demo',
      phone: '9830124578',
    },
    products: rows([
      ['Rosogolla (Tin of 12)', 280, 30, 'Grocery', null, 'piece', 'sweets', 'Spongy chhena balls in light sugar syrup, the Kolkata original.'],
      ['Mishti Doi (500 g)', 120, 25, 'Grocery', null, 'piece', 'bowl', 'Caramelised sweet curd set in a traditional clay bhaar.'],
      ['Assorted Sandesh Box (500 g)', 420, 12, 'Grocery', null, 'piece', 'sweets', 'Kacha golla, nolen gur and mango sandesh in one box.'],
      ['Chicken Kathi Roll', 150, 40, 'Grocery', null, 'piece', 'bowl', 'Flaky egg paratha rolled with smoky chicken tikka and onions.'],
      ['Fish Kobiraji', 220, 0, 'Grocery', null, 'piece', 'bowl', 'Bhetki fillet in a lacy egg crust, served with kasundi. Sold out today.'],
      ['Kolkata Mutton Biryani', 399, 15, 'Grocery', null, 'piece', 'bowl', 'Fragrant biryani with the famous potato and boiled egg.'],
      ['Jhal Muri (Large)', 40, 100, 'Grocery', null, 'piece', 'bowl', 'Puffed rice tossed with mustard oil, chanachur and green chilli.'],
      ['Gobindobhog Rice (1 kg)', 135, 50, 'Grocery', null, 'kg', 'sack', 'Short-grain aromatic rice, ideal for payesh and khichuri.'],
      ['Nolen Gur, Date Palm Jaggery (1 kg)', 480, 2, 'Grocery', null, 'kg', 'jar', 'Winter-special liquid jaggery from the Sundarbans.'],
      ['Bijoya Sweets Gift Box (1.5 kg)', 1100, 6, 'Grocery', null, 'piece', 'gift', 'A festive assortment for Bijoya Dashami greetings.'],
    ]),
  },
  {
    name: 'Annapoorna Fresh Mart',
    icon: 'sack',
    category: 'Grocery',
    location: 'Chennai',
    address: 'No. 22, Ranganathan Street, T. Nagar, Chennai, Tamil Nadu 600017',
    phone: '9884056723',
    pan: 'AJRPI5674B',
    stateCode: '33',
    razorpayAccountId: 'acc_Y7sWd1QpH4uK9n',
    admin: {
      name: 'Lakshmi Iyer',
      email: 'lakshmi@bazaar.demo',
      phone: '9884056723',
    },
    products: rows([
      ['Ponni Boiled Rice (10 kg)', 650, 30, 'Grocery', null, 'kg', 'sack', 'Soft, easy-to-digest ponni rice for daily meals.'],
      ['Idli Rava (1 kg)', 68, 70, 'Grocery', null, 'kg', 'sack', 'Coarse rice rava for soft idlis and upma.'],
      ['Aavin Full Cream Milk (1 L)', 66, 90, 'Grocery', null, 'litre', 'bottle', 'Fresh pasteurised full-cream milk, delivered chilled.'],
      ['Idhayam Gingelly Oil (1 L)', 420, 20, 'Grocery', null, 'litre', 'bottle', 'Pure sesame oil for tempering, pickles and oil baths.'],
      ['Filter Coffee Powder (500 g)', 310, 25, 'Grocery', null, 'piece', 'jar', '80:20 coffee-chicory blend for a strong Kumbakonam degree coffee.'],
      ['Fresh Curry Leaves (bunch)', 10, 150, 'Grocery', null, 'piece', 'basket', 'Fragrant karuveppilai, picked this morning.'],
      ['Country Tomatoes (1 kg)', 32, 120, 'Grocery', null, 'kg', 'basket', 'Tangy nattu thakkali from Koyambedu market.'],
      ['Banganapalle Mangoes (1 kg)', 140, 0, 'Grocery', null, 'kg', 'basket', 'Sweet, fibre-free mangoes from Andhra. Season starts in April.'],
      ['Sambar Powder (200 g)', 85, 3, 'Grocery', null, 'piece', 'jar', 'Home-style roasted sambar podi with no added colour.'],
      ['Organic Jaggery (1 kg)', 110, 45, 'Grocery', null, 'kg', 'jar', 'Chemical-free sugarcane vellam from Erode.'],
      ['Premium Dry Fruits Box (1 kg)', 1650, 4, 'Grocery', null, 'piece', 'gift', 'California almonds, W320 cashews, pistachios and figs.'],
    ]),
  },
  {
    name: 'Mumbai Home Essentials',
    icon: 'gift',
    category: 'Other',
    location: 'Mumbai',
    address: 'Gala 5, Lamington Road, Grant Road East, Mumbai, Maharashtra 400007',
    phone: '9769341208',
    pan: 'BFTPK7741G',
    stateCode: '27',
    razorpayAccountId: 'acc_Z3tXe6RqJ5vL2p',
    admin: {
      name: 'Sneha Kulkarni',
      email: 'sneha@bazaar.demo',
      phone: '9769341208',
    },
    products: rows([
      ['Havells Extension Board (1.5 m)', 649, 22, 'Electronics', null, 'piece', 'bulb', 'Four-socket surge-protected extension board with a master switch.'],
      ['Decorative Marble Floor Tile (per piece)', 210, 150, 'Construction', null, 'piece', 'tiles', 'Polished 2 x 2 ft tile with a Makrana marble look.'],
      ['Wall Paint Touch-up Kit (1 L)', 340, 18, 'Construction', null, 'litre', 'paint', 'Washable interior emulsion with a roller and brush, in 12 shades.'],
      ['Rechargeable Emergency LED Lamp', 899, 12, 'Electronics', null, 'piece', 'bulb', 'Up to 8 hours of bright light during power cuts.'],
      ['Cotton Double Bedsheet with 2 Pillow Covers', 999, 20, 'Clothing', 'Others', 'piece', 'fabric', 'Jaipuri-print 144 TC cotton bedsheet set.'],
      ["Kids' School Uniform Shirt", 399, 35, 'Clothing', 'Kids', 'piece', 'shirt', 'Crisp white poly-cotton shirt, sizes 20 to 36.'],
      ['Diwali LED Diya Set (12 pieces)', 699, 0, 'Electronics', null, 'piece', 'diya', 'Warm-glow LED diyas for rangoli and windows. Sold out for the season.'],
      ['Festival Dry Fruit Hamper', 2199, 5, 'Grocery', null, 'piece', 'gift', 'Premium dry fruits in a wooden box: a gift for every festival.'],
      ['Pooja Camphor Tablets (100 g)', 95, 60, 'Grocery', null, 'others', 'jar', 'Pure bhimseni kapur for aarti and havan.'],
      ['Quarter-Turn Wall Tap', 450, 14, 'Construction', null, 'piece', 'tap', 'Stainless steel wall-mounted tap with a foam-flow aerator.'],
    ]),
  },
];

/** Demo shoppers; the first is the one named in the start banner. */
export const DEMO_SHOPPERS: DemoShopper[] = [
  {
    name: 'Priya Sharma',
    email: 'priya@bazaar.demo',
    phone: '9812345678',
    address: 'Priya Sharma, 9812345678, Flat 302, Sai Residency, Baner Road, Baner, Pune 411045. Landmark: opposite Baner Gaon bus stop',
  },
  {
    name: 'Rohan Mehta',
    email: 'rohan@bazaar.demo',
    phone: '9820012345',
    address: 'Rohan Mehta, 9820012345, B-14, Shanti Kunj CHS, SV Road, Andheri West, Mumbai 400058. Landmark: near Andheri market',
  },
  {
    name: 'Ananya Iyer',
    email: 'ananya@bazaar.demo',
    phone: '9445012345',
    address: 'Ananya Iyer, 9445012345, 7, 2nd Cross Street, Indiranagar, Adyar, Chennai 600020. Landmark: behind Adyar Ananda Bhavan',
  },
  {
    name: 'Farhan Sheikh',
    email: 'farhan@bazaar.demo',
    phone: '7006123456',
    address: 'Farhan Sheikh, 7006123456, House 42, Sector C, Aliganj, Lucknow 226024. Landmark: near Kapoorthala crossing',
  },
];
