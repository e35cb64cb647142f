/** Image URLs of uploaded files (docs/api.md: /uploads/{area}/{image}, thumbnails under thumb/). */
export type ImageArea = 'shop-images' | 'products';

export function imageUrl(area: ImageArea, image: string | null | undefined): string | null {
  return image ? `/uploads/${area}/${encodeURIComponent(image)}` : null;
}

export function thumbUrl(area: ImageArea, image: string | null | undefined): string | null {
  return image ? `/uploads/${area}/thumb/${encodeURIComponent(image)}` : null;
}

export const shopImage = (image: string | null | undefined) => imageUrl('shop-images', image);
export const shopThumb = (image: string | null | undefined) => thumbUrl('shop-images', image);
export const productImage = (image: string | null | undefined) => imageUrl('products', image);
export const productThumb = (image: string | null | undefined) => thumbUrl('products', image);
