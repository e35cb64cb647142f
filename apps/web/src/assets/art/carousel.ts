/**
 * Bazaar's own artwork: flat SVG illustrations in the brand palette (saffron/orange and deep teal). No stock
 * photos exist; every image is a small vector file, bundled and hashed by Vite. One module per screen
 * (`carousel.ts`, `gallery.ts`, `about.ts`; the logo is `logo.svg`, imported as it is) rather than one index:
 * a module lands whole in its first importer's chunk, so an index would put every artwork's URL and caption
 * into the shopper's first page.
 */
import carouselOffers from './carousel-offers.svg';
import carouselArrivals from './carousel-arrivals.svg';
import carouselSales from './carousel-sales.svg';

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
