/**
 * Bazaar's own artwork: flat SVG illustrations in the brand palette (saffron/orange and deep teal). No stock
 * photos exist; every image is a small vector file, bundled and hashed by Vite. One module per screen
 * (`carousel.ts`, `gallery.ts`, `about.ts`; the logo is `logo.svg`, imported as it is) rather than one index:
 * a module lands whole in its first importer's chunk, so an index would put every artwork's URL and caption
 * into the shopper's first page.
 */
import type { MessageId } from '@/i18n/i18n';
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
  /** Catalog keys (decision 090): the picture's description and the tile's word. */
  alt: MessageId;
  label: MessageId;
  /** The shop category (stored value) the tile's picture belongs to. */
  category: 'Grocery' | 'Clothing' | 'Electronics' | 'Building&Construction' | 'Food';
  /** What the tile searches for on the home page (issue 22 #14): those products, and the shops selling them. */
  search: string;
}

/** The home page's 14 themed gallery tiles (400×400 each, rounded corners drawn in). */
export const galleryImages: GalleryImage[] = [
  {
    src: galleryMarket,
    label: 'gallery.market',
    category: 'Grocery',
    search: 'market',
    alt: 'gallery.marketAlt',
  },
  {
    src: galleryVegetables,
    label: 'gallery.vegetables',
    category: 'Grocery',
    search: 'vegetable',
    alt: 'gallery.vegetablesAlt',
  },
  { src: galleryJuices, label: 'gallery.juices', category: 'Food', search: 'juice', alt: 'gallery.juicesAlt' },
  { src: galleryCloth, label: 'gallery.cloth', category: 'Clothing', search: 'cloth', alt: 'gallery.clothAlt' },
  { src: galleryJeans, label: 'gallery.jeans', category: 'Clothing', search: 'jeans', alt: 'gallery.jeansAlt' },
  {
    src: galleryPlaster,
    label: 'gallery.plaster',
    search: 'plaster',
    category: 'Building&Construction',
    alt: 'gallery.plasterAlt',
  },
  {
    src: gallerySariya,
    label: 'gallery.sariya',
    category: 'Building&Construction',
    search: 'sariya',
    alt: 'gallery.sariyaAlt',
  },
  { src: galleryTiles, label: 'gallery.tiles', category: 'Building&Construction', search: 'tile', alt: 'gallery.tilesAlt' },
  { src: galleryCement, label: 'gallery.cement', category: 'Building&Construction', search: 'cement', alt: 'gallery.cementAlt' },
  { src: galleryShoes, label: 'gallery.shoes', category: 'Clothing', search: 'shoe', alt: 'gallery.shoesAlt' },
  { src: gallerySpices, label: 'gallery.spices', category: 'Grocery', search: 'spice', alt: 'gallery.spicesAlt' },
  { src: galleryElectronics, label: 'gallery.electronics', category: 'Electronics', search: 'electronics', alt: 'gallery.electronicsAlt' },
  { src: gallerySarees, label: 'gallery.sarees', category: 'Clothing', search: 'saree', alt: 'gallery.sareesAlt' },
  { src: galleryFruits, label: 'gallery.fruits', category: 'Grocery', search: 'fruit', alt: 'gallery.fruitsAlt' },
];
