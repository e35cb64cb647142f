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

/** `title`, `subtitle`, `cta` and `alt` are catalog keys (decision 090); `ink` holds the Tailwind classes that colour the
 * words drawn over the picture (the picture's own colours). */
export interface CarouselSlide {
  title: MessageId;
  subtitle: MessageId;
  cta: MessageId;
  image: string;
  alt: MessageId;
  ink: { subtitle: string; pill: string };
}

/**
 * The home page's three slides (1200×400). A picture holds no words (its tags carry symbols only): the carousel
 * draws the title, subtitle and call-to-action pill over the picture's left half from the catalog, so they come in
 * the reader's language (issue 28).
 */
export const carouselSlides: CarouselSlide[] = [
  {
    title: 'carousel.offers.title',
    subtitle: 'carousel.offers.subtitle',
    cta: 'carousel.offers.cta',
    image: carouselOffers,
    alt: 'carousel.offers.alt',
    ink: { subtitle: 'text-[#7c2d12]', pill: 'bg-[#134e4a] text-[#fff]' },
  },
  {
    title: 'carousel.arrivals.title',
    subtitle: 'carousel.arrivals.subtitle',
    cta: 'carousel.arrivals.cta',
    image: carouselArrivals,
    alt: 'carousel.arrivals.alt',
    ink: { subtitle: 'text-[#99f6e4]', pill: 'bg-[#f59e0b] text-[#042f2e]' },
  },
  {
    title: 'carousel.sales.title',
    subtitle: 'carousel.sales.subtitle',
    cta: 'carousel.sales.cta',
    image: carouselSales,
    alt: 'carousel.sales.alt',
    ink: { subtitle: 'text-[#fde68a]', pill: 'bg-[#fff] text-[#dc2626]' },
  },
];
