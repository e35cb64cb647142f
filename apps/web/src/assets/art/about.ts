/**
 * Bazaar's own artwork: flat SVG illustrations in the brand palette (saffron/orange and deep teal). No stock
 * photos exist; every image is a small vector file, bundled and hashed by Vite. One module per screen
 * (`carousel.ts`, `gallery.ts`, `about.ts`; the logo is `logo.svg`, imported as it is) rather than one index:
 * a module lands whole in its first importer's chunk, so an index would put every artwork's URL and caption
 * into the shopper's first page.
 */
import aboutBanner from './about-banner.svg';
import aboutA1 from './about-a-1.svg';
import aboutA2 from './about-a-2.svg';
import aboutA3 from './about-a-3.svg';
import aboutA4 from './about-a-4.svg';
import aboutB1 from './about-b-1.svg';
import aboutB2 from './about-b-2.svg';
import aboutB3 from './about-b-3.svg';
import aboutB4 from './about-b-4.svg';

/** `aboutBanner`: the About page banner, a street of local shops with a delivery scooter (1200×360). */
export { aboutBanner };

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
