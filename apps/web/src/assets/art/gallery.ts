/**
 * Bazaar's own artwork: flat SVG illustrations in the brand palette (saffron/orange and deep teal). No stock
 * photos exist; every image is a small vector file, bundled and hashed by Vite. One module per screen
 * (`carousel.ts`, `gallery.ts`, `about.ts`; the logo is `logo.svg`, imported as it is) rather than one index:
 * a module lands whole in its first importer's chunk, so an index would put every artwork's URL and caption
 * into the shopper's first page.
 */
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

export interface GalleryImage {
  src: string;
  alt: string;
  label: string;
  /** The shop category (stored value) the tile's picture belongs to. */
  category: 'Grocery' | 'Clothing' | 'Electronics' | 'Building&Construction' | 'Food';
  /** What the tile searches for on the home page (issue 22 #14): those products, and the shops selling them. */
  search: string;
}

/** The home page's 14 themed gallery tiles (400×400 each, rounded corners drawn in). */
export const galleryImages: GalleryImage[] = [
  {
    src: galleryMarket,
    label: 'Market',
    category: 'Grocery',
    search: 'market',
    alt: 'Two market stalls with striped awnings and crates of fresh produce under bunting',
  },
  {
    src: galleryVegetables,
    label: 'Vegetables',
    category: 'Grocery',
    search: 'vegetable',
    alt: 'A wooden crate of tomatoes, carrots, brinjal and green chillies',
  },
  { src: galleryJuices, label: 'Juices', category: 'Food', search: 'juice', alt: 'Three glasses of fresh orange, lime and rose juice with straws' },
  { src: galleryCloth, label: 'Cloth', category: 'Clothing', search: 'cloth', alt: 'Bolts of printed fabric beside a stack of folded cloth' },
  { src: galleryJeans, label: 'Jeans', category: 'Clothing', search: 'jeans', alt: 'A pair of blue jeans on a hanger and a stack of folded denim' },
  {
    src: galleryPlaster,
    label: 'Plaster',
    search: 'plaster',
    category: 'Building&Construction',
    alt: 'A trowel spreading fresh plaster over a brick wall, with a bucket of plaster',
  },
  {
    src: gallerySariya,
    label: 'Sariya',
    category: 'Building&Construction',
    search: 'sariya',
    alt: 'A bundle of ribbed steel sariya (TMT rebar) tied together',
  },
  { src: galleryTiles, label: 'Tiles', category: 'Building&Construction', search: 'tile', alt: 'Blue and white patterned floor tiles' },
  { src: galleryCement, label: 'Cement', category: 'Building&Construction', search: 'cement', alt: 'A stack of cement bags with a spade' },
  { src: galleryShoes, label: 'Shoes', category: 'Clothing', search: 'shoe', alt: 'A white sneaker and an embroidered jutti' },
  { src: gallerySpices, label: 'Spices', category: 'Grocery', search: 'spice', alt: 'A masala dabba with turmeric, chilli, cumin, coriander and other spices' },
  { src: galleryElectronics, label: 'Electronics', category: 'Electronics', search: 'electronics', alt: 'A laptop, a smartphone and headphones' },
  { src: gallerySarees, label: 'Sarees', category: 'Clothing', search: 'saree', alt: 'Three silk sarees with golden borders hanging on a rail' },
  { src: galleryFruits, label: 'Fruits', category: 'Grocery', search: 'fruit', alt: 'An apple, bananas, a mango and a slice of watermelon' },
];
