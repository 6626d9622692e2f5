import { expect } from '@open-wc/testing';
import { guardRedirect, safeFrom } from './guards';

describe('route guards (spec 2, 6)', () => {
  it('lets everyone into public routes', () => {
    expect(guardRedirect({ guard: 'public', loggedIn: false, path: '/tickets' })).to.equal(null);
    expect(guardRedirect({ guard: 'public', loggedIn: true, path: '/tickets' })).to.equal(null);
  });

  it('sends visitors of login-required routes to login with the path in from', () => {
    expect(guardRedirect({ guard: 'login', loggedIn: false, path: '/portal' })).to.equal('/login?from=%2Fportal');
    expect(guardRedirect({ guard: 'login', loggedIn: false, path: '/portal/orders/AB 12' })).to.equal(
      '/login?from=%2Fportal%2Forders%2FAB%2012',
    );
  });

  it('keeps the query of the guarded route inside from', () => {
    expect(guardRedirect({ guard: 'login', loggedIn: false, path: '/checkout', search: 'step=2' })).to.equal(
      '/login?from=%2Fcheckout%3Fstep%3D2',
    );
  });

  it('omits from when the path is /', () => {
    expect(guardRedirect({ guard: 'login', loggedIn: false, path: '/' })).to.equal('/login');
  });

  it('lets a logged-in customer into login-required routes', () => {
    expect(guardRedirect({ guard: 'login', loggedIn: true, path: '/account' })).to.equal(null);
  });

  it('sends a logged-in customer away from guest-only routes to home', () => {
    expect(guardRedirect({ guard: 'guest', loggedIn: true, path: '/login' })).to.equal('/');
    expect(guardRedirect({ guard: 'guest', loggedIn: false, path: '/login' })).to.equal(null);
  });
});

describe('login destination (spec 4)', () => {
  it('honours in-shop paths only', () => {
    expect(safeFrom('/portal')).to.equal('/portal');
    expect(safeFrom('/portal/orders/ABC?x=1')).to.equal('/portal/orders/ABC?x=1');
    expect(safeFrom('#/checkout')).to.equal('/checkout');
  });

  it('refuses other hosts, schemes and junk', () => {
    for (const bad of [
      '//evil.example/x',
      '/\\evil.example',
      'https://evil.example',
      'javascript:alert(1)',
      'portal',
      '',
      null,
      undefined,
      '/a\nb',
    ]) {
      expect(safeFrom(bad), String(bad)).to.equal(null);
    }
  });
});
