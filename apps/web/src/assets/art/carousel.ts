/**
 * Bazaar's own artwork: flat SVG illustrations in the brand palette (saffron/orange and deep teal). No stock
 * photos exist; every image is a small vector file, bundled and hashed by Vite. One module per screen
 * (`carousel.ts`, `gallery.ts`, `about.ts`; the logo is `logo.svg`, imported as it is) rather than one index:
 * a module lands whole in its first importer's chunk, so an index would put every artwork's URL and caption
 * into the shopper's first page.
 */
import type { MessageId } from '@/i18n/i18n';
import carouselOffers from './carousel-offers.svg';
import carouselArrivals from './carousel-arrivals.svg';
import carouselSales from './carousel-sales.svg';

/** `title`, `subtitle` and `alt` are catalog keys (decision 090). */
export interface CarouselSlide {
  title: MessageId;
  subtitle: MessageId;
  image: string;
  alt: MessageId;
}

/**
 * The home page's three slides (1200×400). Each banner already shows its title, a short subtitle and a
 * call-to-action pill in large type on its left half, so overlay nothing on the image (or only screen-reader
 * text): `title`/`subtitle` are there for captions, dots' labels and accessibility.
 */
export const carouselSlides: CarouselSlide[] = [
  {
    title: 'carousel.offers.title',
    subtitle: 'carousel.offers.subtitle',
    image: carouselOffers,
    alt: 'carousel.offers.alt',
  },
  {
    title: 'carousel.arrivals.title',
    subtitle: 'carousel.arrivals.subtitle',
    image: carouselArrivals,
    alt: 'carousel.arrivals.alt',
  },
  {
    title: 'carousel.sales.title',
    subtitle: 'carousel.sales.subtitle',
    image: carouselSales,
    alt: 'carousel.sales.alt',
  },
];
