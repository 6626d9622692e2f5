import { read } from './adapt';
import { call } from './client';

export const getShopItem = (external_code: string) => call('get-shop-item', { external_code }, read.item);
