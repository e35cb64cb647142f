/**
 * Bazaar's own artwork: flat SVG illustrations in the brand palette (saffron/orange and deep teal).
 * No stock photos exist; every image here is a small vector file, bundled and hashed by Vite.
 */
import logo from './logo.svg';
import carouselOffers from './carousel-offers.svg';
import carouselArrivals from './carousel-arrivals.svg';
import carouselSales from './carousel-sales.svg';
import galleryMarket from './gallery-market.svg';
import galleryVegetables from './gallery-vegetables.svg';
import galleryJuices from './gallery-juices.svg';
import galleryCloth from './gallery-cloth.svg';
import galleryJeans from './gallery-jeans.svg';
import galleryPlaster from './gallery-plaster.svg';
import gallerySariya from './gallery-sariya.svg';
import galleryTiles from './gallery-tiles.svg';
import galleryCement from './gallery-cement.svg';
import galleryShoes from './gallery-shoes.svg';
import gallerySpices from './gallery-spices.svg';
import galleryElectronics from './gallery-electronics.svg';
import gallerySarees from './gallery-sarees.svg';
import galleryFruits from './gallery-fruits.svg';
import aboutBanner from './about-banner.svg';
import aboutA1 from './about-a-1.svg';
import aboutA2 from './about-a-2.svg';
import aboutA3 from './about-a-3.svg';
import aboutA4 from './about-a-4.svg';
import aboutB1 from './about-b-1.svg';
import aboutB2 from './about-b-2.svg';
import aboutB3 from './about-b-3.svg';
import aboutB4 from './about-b-4.svg';

/**
 * `logo`: the "Bazaar" wordmark with its market-stall shopping-bag mark (200×56; scales freely).
 * `aboutBanner`: the About page banner, a street of local shops with a delivery scooter (1200×360).
 */
export { logo, aboutBanner };

export interface CarouselSlide {
  title: string;
  subtitle: string;
  image: string;
  alt: string;
}

/**
 * The home page's three slides (1200×400). Each banner already shows its title, a short subtitle and a
 * call-to-action pill in large type on its left half, so overlay nothing on the image (or only screen-reader
 * text): `title`/`subtitle` are there for captions, dots' labels and accessibility.
 */
export const carouselSlides: CarouselSlide[] = [
  {
    title: 'Exclusive Offers',
    subtitle: 'Handpicked deals from local shops near you',
    image: carouselOffers,
    alt: 'Exclusive Offers: market stalls under festive bunting with shopping bags and discount tags',
  },
  {
    title: 'New Arrivals',
    subtitle: 'Fresh stock from your favourite shops, every week',
    image: carouselArrivals,
    alt: 'New Arrivals: a clothes rack of new kurtas and shirts under festival lights, with gift boxes',
  },
  {
    title: 'Seasonal Sales',
    subtitle: 'Festive prices on everything you love',
    image: carouselSales,
    alt: 'Seasonal Sales: festive lanterns, diyas and a rangoli beside sale tags and shopping bags',
  },
];

export interface GalleryImage {
  src: string;
  alt: string;
  label: string;
  /** The shop category (stored value) the tile opens on the home page's shop list. */
  category: 'Grocery' | 'Clothing' | 'Electronics' | 'Building&Construction' | 'Food';
}

/** The home page's 14 themed gallery tiles (400×400 each, rounded corners drawn in). */
export const galleryImages: GalleryImage[] = [
  { src: galleryMarket, label: 'Market', category: 'Grocery', alt: 'Two market stalls with striped awnings and crates of fresh produce under bunting' },
  { src: galleryVegetables, label: 'Vegetables', category: 'Grocery', alt: 'A wooden crate of tomatoes, carrots, brinjal and green chillies' },
  { src: galleryJuices, label: 'Juices', category: 'Food', alt: 'Three glasses of fresh orange, lime and rose juice with straws' },
  { src: galleryCloth, label: 'Cloth', category: 'Clothing', alt: 'Bolts of printed fabric beside a stack of folded cloth' },
  { src: galleryJeans, label: 'Jeans', category: 'Clothing', alt: 'A pair of blue jeans on a hanger and a stack of folded denim' },
  {
    src: galleryPlaster,
    label: 'Plaster',
    category: 'Building&Construction',
    alt: 'A trowel spreading fresh plaster over a brick wall, with a bucket of plaster',
  },
  { src: gallerySariya, label: 'Sariya', category: 'Building&Construction', alt: 'A bundle of ribbed steel sariya (TMT rebar) tied together' },
  { src: galleryTiles, label: 'Tiles', category: 'Building&Construction', alt: 'Blue and white patterned floor tiles' },
  { src: galleryCement, label: 'Cement', category: 'Building&Construction', alt: 'A stack of cement bags with a spade' },
  { src: galleryShoes, label: 'Shoes', category: 'Clothing', alt: 'A white sneaker and an embroidered jutti' },
  { src: gallerySpices, label: 'Spices', category: 'Grocery', alt: 'A masala dabba with turmeric, chilli, cumin, coriander and other spices' },
  { src: galleryElectronics, label: 'Electronics', category: 'Electronics', alt: 'A laptop, a smartphone and headphones' },
  { src: gallerySarees, label: 'Sarees', category: 'Clothing', alt: 'Three silk sarees with golden borders hanging on a rail' },
  { src: galleryFruits, label: 'Fruits', category: 'Grocery', alt: 'An apple, bananas, a mango and a slice of watermelon' },
];

export interface AboutImage {
  src: string;
  alt: string;
}

/** The About page's rotating gallery: two sets of four (400×300 each), swapped every 3 seconds. */
export const aboutSets: AboutImage[][] = [
  [
    { src: aboutA1, alt: 'Browsing local shops on a phone' },
    { src: aboutA2, alt: 'A shopping bag filled with groceries, ready to order' },
    { src: aboutA3, alt: 'A delivery rider on a scooter leaving a local shop' },
    { src: aboutA4, alt: 'A parcel handed over and paid for in cash on delivery' },
  ],
  [
    { src: aboutB1, alt: 'Grocery shelves stocked with jars and sacks' },
    { src: aboutB2, alt: 'A fashion boutique with a kurta on a mannequin' },
    { src: aboutB3, alt: 'An electronics counter with a television, phones and headphones' },
    { src: aboutB4, alt: 'Building materials: bricks, cement bags, steel rods and a safety helmet' },
  ],
];
