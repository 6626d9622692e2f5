import { expect } from '@open-wc/testing';
import { accountSchema, afterLoginTarget, emailOnlySchema, loginSchema, registerSchema, resetPasswordSchema } from './auth-rules';
import { firstFailure } from './validation';

type Values = Record<string, unknown>;
// Each form's first failure, as its form asks (ui/ShopForm).
const loginRule = (v: Values) => firstFailure(loginSchema, v);
const registerRule = (v: Values) => firstFailure(registerSchema, v);
const emailOnlyRule = (v: Values) => firstFailure(emailOnlySchema, v);
const resetPasswordRule = (v: Values) => firstFailure(resetPasswordSchema, v);
const accountRule = (v: Values) => firstFailure(accountSchema, v);

describe('session form rules (spec 5)', () => {
  it('login: empty email or password gives one message', () => {
    expect(loginRule({ email: '', password: '' })).to.deep.equal({ field: 'email', message: 'auth.loginRequired' });
    expect(loginRule({ email: '  ', password: 'x' })).to.deep.equal({ field: 'email', message: 'auth.loginRequired' });
    expect(loginRule({ email: 'a@b.c', password: '' })).to.deep.equal({ field: 'password', message: 'auth.loginRequired' });
    expect(loginRule({ email: 'a@b.c' })).to.deep.equal({ field: 'password', message: 'auth.loginRequired' });
    expect(loginRule({ email: 'a@b.c', password: ' ' })).to.equal(null);
    // Login does not check the pattern: the server decides.
    expect(loginRule({ email: 'not-an-email', password: 'x' })).to.equal(null);
  });

  it('register: name and email required, then the email pattern', () => {
    expect(registerRule({})).to.deep.equal({ field: 'fullName', message: 'auth.registerRequired' });
    expect(registerRule({ fullName: ' ', email: 'a@b.c' })).to.deep.equal({ field: 'fullName', message: 'auth.registerRequired' });
    expect(registerRule({ fullName: 'Ann', email: '' })).to.deep.equal({ field: 'email', message: 'auth.registerRequired' });
    expect(registerRule({ fullName: 'Ann', email: 'ann@' })).to.deep.equal({ field: 'email', message: 'validation.email' });
    expect(registerRule({ fullName: 'Ann', email: 'mailto:ann@x.ie' })).to.deep.equal({ field: 'email', message: 'validation.email' });
    expect(registerRule({ fullName: 'Ann', email: 'ann@x.ie' })).to.equal(null);
  });

  it('forgot password and resend tickets: empty, then the pattern', () => {
    expect(emailOnlyRule({ email: '' })).to.deep.equal({ field: 'email', message: 'auth.forgotEmailRequired' });
    expect(emailOnlyRule({ email: null })).to.deep.equal({ field: 'email', message: 'auth.forgotEmailRequired' });
    expect(emailOnlyRule({ email: 'ann.x.ie' })).to.deep.equal({ field: 'email', message: 'validation.email' });
    expect(emailOnlyRule({ email: 'ann@x.ie' })).to.equal(null);
  });

  it('reset password: empty, then mismatch', () => {
    expect(resetPasswordRule({ password: '', confirmation: '' })).to.deep.equal({ field: 'password', message: 'auth.resetRequired' });
    expect(resetPasswordRule({ password: '', confirmation: 'abc' })).to.deep.equal({ field: 'password', message: 'auth.resetRequired' });
    expect(resetPasswordRule({ password: 'abcdefgh', confirmation: 'abcdefgH' })).to.deep.equal({
      field: 'confirmation',
      message: 'auth.passwordMismatch',
    });
    expect(resetPasswordRule({ password: 'abcdefgh' })).to.deep.equal({ field: 'confirmation', message: 'auth.passwordMismatch' });
    expect(resetPasswordRule({ password: 'abcdefgh ', confirmation: 'abcdefgh' })).to.deep.equal({
      field: 'confirmation',
      message: 'auth.passwordMismatch',
    });
    // The 8 characters are advice only (docs/spec.md §5, §9).
    expect(resetPasswordRule({ password: 'abc', confirmation: 'abc' })).to.equal(null);
  });

  it('account update: the five messages in the spec order', () => {
    const all = { oldPassword: 'old', fullName: 'Ann', email: 'ann@x.ie', newPassword: '', confirmation: '' };
    expect(accountRule({ ...all, oldPassword: '', fullName: '', email: '' })?.message).to.equal('account.currentPasswordRequired');
    expect(accountRule({ ...all, fullName: ' ', email: '' })).to.deep.equal({ field: 'fullName', message: 'account.fullNameRequired' });
    expect(accountRule({ ...all, email: '', newPassword: 'a', confirmation: 'b' })).to.deep.equal({
      field: 'email',
      message: 'account.emailRequired',
    });
    expect(accountRule({ ...all, email: 'ann', newPassword: 'a', confirmation: 'b' })).to.deep.equal({
      field: 'email',
      message: 'validation.email',
    });
    expect(accountRule({ ...all, newPassword: 'abcdefgh', confirmation: 'abcdefgx' })).to.deep.equal({
      field: 'confirmation',
      message: 'auth.passwordMismatch',
    });
    expect(accountRule({ ...all, newPassword: 'abcdefgh', confirmation: 'abcdefgh' })).to.equal(null);
    // No new password: a stray confirmation is not compared.
    expect(accountRule({ ...all, newPassword: '', confirmation: 'leftover' })).to.equal(null);
    expect(accountRule(all)).to.equal(null);
  });
});

describe('afterLoginTarget (spec 4 Session)', () => {
  it('on /login without from: replaces the route with the portal', () => {
    expect(afterLoginTarget('/login', null)).to.deep.equal({ to: '/portal', replace: true });
    expect(afterLoginTarget('/login', '')).to.deep.equal({ to: '/portal', replace: true });
  });

  it('honours an in-shop from', () => {
    expect(afterLoginTarget('/login', '/checkout')).to.deep.equal({ to: '/checkout', replace: true });
    expect(afterLoginTarget('/login', '/portal/orders/AB12?x=1')).to.deep.equal({ to: '/portal/orders/AB12?x=1', replace: true });
    expect(afterLoginTarget('/login', '#/account')).to.deep.equal({ to: '/account', replace: true });
  });

  it('sends any other from to /', () => {
    for (const from of ['https://evil.example/', '//evil.example', 'javascript:alert(1)', 'portal', '/\\evil.example']) {
      expect(afterLoginTarget('/login', from), from).to.deep.equal({ to: '/', replace: true });
    }
  });

  it('elsewhere (the side panel) goes to /', () => {
    expect(afterLoginTarget('/tickets', null)).to.deep.equal({ to: '/', replace: false });
    expect(afterLoginTarget('/', null)).to.deep.equal({ to: '/', replace: false });
  });
});
