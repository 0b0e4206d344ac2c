// Picture URLs served by the platform's image route (generated SVGs per product and size).
import type { Picture } from 'shared-contracts/server';

export function productPicture(productId: number, n: number, alternateText: string): Picture {
  const base = `/images/products/${productId}/${n}`;
  return {
    imageUrl: `${base}/medium.svg`,
    fullSizeImageUrl: `${base}/full.svg`,
    thumbImageUrl: `${base}/thumb.svg`,
    alternateText,
    title: alternateText,
  };
}

/** Pictures 1..pictureCount; at least one, so a product always has a default picture. */
export function productPictures(productId: number, pictureCount: number, alternateText: string): Picture[] {
  const count = Math.max(1, pictureCount);
  return Array.from({ length: count }, (_, i) => productPicture(productId, i + 1, alternateText));
}

export function categoryPicture(categoryId: number, alternateText: string): Picture {
  const url = `/images/categories/${categoryId}.svg`;
  return { imageUrl: url, fullSizeImageUrl: url, thumbImageUrl: url, alternateText, title: alternateText };
}
