import { expect } from '@open-wc/testing';
import { subscribe } from 'valtio';
import { read } from '../api/adapt';
import { emptyShopData, resetShopData, setShopData, shopData } from './shop-data';

describe('shop data store', () => {
  afterEach(() => resetShopData());

  it('updates the data object in place, so subscribers of shopData.data hear new data', async () => {
    const data = shopData.data;
    let heard = 0;
    const stop = subscribe(shopData.data, () => (heard += 1));
    setShopData({ ...emptyShopData(), customer: { fullName: 'Dana', email: 'd@x.example', country: 'IE', address: {} } });
    await Promise.resolve();
    stop();
    expect(shopData.data).to.equal(data);
    expect(heard).to.be.at.least(1);
    expect(shopData.data.customer?.fullName).to.equal('Dana');
  });

  it('takes what a lax backend sent as the adapter read it; a failed load empties it (spec 8)', () => {
    setShopData(read.data({ data: { products: null, customer: 'x', country: 'IE' } }, { call: '/get-data', unit: 100, zone: 'UTC' }).data);
    expect(shopData.data.products).to.deep.equal([]);
    expect(shopData.data.customer).to.equal(null);
    expect(shopData.data.orders).to.deep.equal([]);
    expect(shopData.data.country).to.equal('IE');
    setShopData(null);
    expect(shopData.data).to.deep.equal(emptyShopData());
  });
});
