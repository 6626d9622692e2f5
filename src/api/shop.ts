import { call } from './client';
import type { ShopItem } from './types';

export const getShopItem = (external_code: string) => call<{ item: ShopItem }>('get-shop-item', { external_code });
