import { useState } from 'react';
import type { ShopItem } from '../../api/types';
import { useT } from '../../stores/config';

/** Up to 4 images (docs/spec.md §9 Gallery): the main one at 500, thumbnails at 100 that choose it. */
export function Gallery({ item }: { item: ShopItem }) {
  const t = useT();
  const images = [item.shopImage, item.shopImage2, item.shopImage3, item.shopImage4].filter((src): src is string => !!src);
  const [shown, setShown] = useState(0);
  if (images.length === 0) return null;
  const alt = (n: number) => t('shop.imageOf', { name: item.name, n });
  return (
    <div className="es-gallery">
      <img className="es-gallery__main" src={images[shown]} alt={alt(shown + 1)} width={500} height={500} />
      {images.length > 1 && (
        <ul className="es-gallery__thumbs" role="list">
          {images.map((src, i) => (
            <li key={i}>
              <button type="button" aria-label={alt(i + 1)} aria-pressed={i === shown} onClick={() => setShown(i)}>
                <img src={src} alt="" width={100} height={100} />
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
