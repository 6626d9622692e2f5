// Session: a wrong password, login, get-user, a made-up token (spec §7, contract §4).
// The contract has no logout call: the shop forgets its token by itself.
export async function session(ctx) {
  ctx.progress('session');
  const { email, password } = ctx.options;
  const probeEmail = email ?? 'conformance@example.invalid';
  const wrong = await ctx.call('login', { email: probeEmail, password: 'conformance-kit-wrong-password' }, { token: null });
  const errors = wrong.json?.errors;
  if (wrong.status === 422 && errors && typeof errors === 'object' && Object.keys(errors).length)
    ctx.add('session.wrong-password', 'PASS', 'login', `422 with errors for ${Object.keys(errors).join(', ')}`, 'spec §8');
  else ctx.fail('session.wrong-password', wrong, 'expected 422 with `errors` by field', 'spec §8');

  const bad = await ctx.call('get-user', {}, { token: 'conformance-made-up-token-0000' });
  if (bad.status === 401 || bad.status === 419)
    ctx.add('session.bad-token', 'PASS', 'get-user', `a made-up token answers ${bad.status}`, 'contract §4');
  else ctx.fail('session.bad-token', bad, 'expected 401 or 419 for a made-up token', 'contract §4');

  if (!email || !password) {
    const why = 'no --email/--password given';
    for (const id of ['session.login', 'session.get-user']) ctx.add(id, 'SKIP', id.split('.')[1], why, 'spec §7');
    return;
  }
  const login = await ctx.call('login', { email, password }, { token: null });
  const token = login.json?.remember_token;
  if (login.status !== 200 || typeof token !== 'string' || !token || !login.json?.data?.customer) {
    ctx.fail('session.login', login, 'expected 200 with remember_token and data.customer', 'spec §7');
    return;
  }
  ctx.client.state.token = token;
  ctx.data = login.json.data;
  ctx.customer = login.json.data.customer;
  ctx.add('session.login', 'PASS', 'login', `a token, and data for ${ctx.customer.email}`, 'spec §7');

  const user = await ctx.call('get-user');
  if (user.status === 200 && user.json?.customer?.email?.toLowerCase() === ctx.customer.email.toLowerCase())
    ctx.add('session.get-user', 'PASS', 'get-user', 'the logged-in customer', 'spec §7');
  else ctx.fail('session.get-user', user, `expected 200 with customer ${ctx.customer.email}`, 'spec §7');

  const mine = await ctx.call('get-data');
  if (mine.status === 200 && mine.json?.data?.customer) {
    ctx.data = mine.json.data;
    ctx.add(
      'session.get-data',
      'PASS',
      'get-data',
      `the customer's data: ${ctx.data.orders?.length ?? 'no'} orders, ${ctx.data.refunds?.length ?? 'no'} refunds`,
      'spec §7',
    );
  } else ctx.fail('session.get-data', mine, 'expected 200 with data.customer for a token', 'spec §7');
}
