// Visitor: get-data and its lists, get-shop-item (spec §7, contract §4).
export async function visitor(ctx) {
  ctx.progress('visitor');
  const got = await ctx.call('get-data', {}, { token: null });
  const data = got.json?.data;
  const lists = ['orders', 'refunds', 'products', 'merchandise', 'existing_tickets'];
  const missing = data ? lists.filter((k) => !Array.isArray(data[k])) : lists;
  if (got.status !== 200 || missing.length)
    ctx.fail('visitor.get-data', got, `expected 200 with the lists ${missing.join(', ')}`, 'spec §7');
  else {
    ctx.visitorData = data;
    const tickets = data.products.length;
    const detail = `${tickets} products, ${data.merchandise.length} merchandise, customer ${data.customer === null ? 'null' : 'set'}`;
    if (data.customer !== null && data.customer !== undefined)
      ctx.add('visitor.get-data', 'WARN', 'get-data', `a visitor's data names a customer; ${detail}`, 'spec §7');
    else ctx.add('visitor.get-data', 'PASS', 'get-data', detail, 'spec §7');
    if (data.config !== undefined && data.config !== null && typeof data.config !== 'object')
      ctx.add('visitor.config', 'FAIL', 'get-data', 'config is not an object (it is merged into the page config)', 'contract §4');
    else
      ctx.add(
        'visitor.config',
        'PASS',
        'get-data',
        data.config ? `config with ${Object.keys(data.config).length} keys, merged over the page's` : 'no config (the page config stands)',
        'contract §4',
      );
  }

  const item = data?.products?.[0] ?? data?.merchandise?.[0];
  if (!item) ctx.add('visitor.get-shop-item', 'SKIP', 'get-shop-item', 'get-data lists no shop item', 'spec §7');
  else {
    const one = await ctx.call('get-shop-item', { external_code: item.external_code }, { token: null });
    if (one.status === 200 && one.json?.item?.external_code === item.external_code)
      ctx.add('visitor.get-shop-item', 'PASS', 'get-shop-item', `${item.external_code} as listed`, 'spec §7');
    else ctx.fail('visitor.get-shop-item', one, `expected 200 with item ${item.external_code}`, 'spec §7');
  }
  const none = await ctx.call('get-shop-item', { external_code: 'CONFORMANCE-NO-SUCH-ITEM' }, { token: null });
  if (none.status === 404) ctx.add('visitor.shop-item-404', 'PASS', 'get-shop-item', 'an unknown item answers 404', 'openapi.json');
  else ctx.fail('visitor.shop-item-404', none, 'expected 404 for an unknown external_code', 'openapi.json');
}
