// CORS for an API on another origin than the page (contract README "On sale day",
// contract §6): the preflight allows the headers the shop sends, and a POST answer
// exposes the ones it reads. WARN only: a same-origin deployment needs none of it.
const ORIGIN = 'https://festival.example';
const NEEDED = ['content-type', 'x-requested-with', 'idempotency-key'];

export async function cors(ctx) {
  ctx.progress('cors');
  const url = `${ctx.client.base}/get-data`;
  let pre;
  try {
    pre = await fetch(url, {
      method: 'OPTIONS',
      headers: {
        Origin: ORIGIN,
        'Access-Control-Request-Method': 'POST',
        'Access-Control-Request-Headers': 'accept,content-type,idempotency-key,x-requested-with',
      },
      signal: AbortSignal.timeout(15_000),
    });
  } catch (error) {
    ctx.add(
      'cors.preflight',
      'WARN',
      'OPTIONS',
      `no answer to the preflight (${error?.cause?.code ?? error}); fine only on the page's own origin`,
      'contract §6',
    );
    return;
  }
  await pre.arrayBuffer().catch(() => {});
  const allowed = (pre.headers.get('access-control-allow-headers') ?? '')
    .toLowerCase()
    .split(',')
    .map((h) => h.trim());
  const origin = pre.headers.get('access-control-allow-origin');
  const missing = allowed.includes('*') ? [] : NEEDED.filter((h) => !allowed.includes(h));
  const post = await fetch(url, {
    method: 'POST',
    headers: { Origin: ORIGIN, 'Content-Type': 'application/json', Accept: 'application/json', 'X-Requested-With': 'XMLHttpRequest' },
    body: '{"token":null}',
  }).catch(() => null);
  await post?.arrayBuffer().catch(() => {});
  const exposed = (post?.headers.get('access-control-expose-headers') ?? '')
    .toLowerCase()
    .split(',')
    .map((h) => h.trim());
  const problems = [];
  if (pre.status >= 300) problems.push(`preflight answered ${pre.status}`);
  if (!origin) problems.push('no Access-Control-Allow-Origin');
  if (missing.length) problems.push(`Access-Control-Allow-Headers lacks ${missing.join(', ')}`);
  if (!exposed.includes('retry-after') && !exposed.includes('*'))
    problems.push('a POST answer does not expose Retry-After (Access-Control-Expose-Headers)');
  if (problems.length)
    ctx.add(
      'cors.preflight',
      'WARN',
      'OPTIONS',
      `${problems.join('; ')}: needed only when the page is on another origin than the API`,
      'contract §6',
    );
  else ctx.add('cors.preflight', 'PASS', 'OPTIONS', `allows ${NEEDED.join(', ')} from ${ORIGIN}; exposes Retry-After`, 'contract §6');
}
