import { read } from './adapt';
import { call } from './client';

export const getShopItem = (externalCode: string) => call('get-shop-item', { externalCode }, read.item);
