import { read } from './adapt';
import { call } from './client';
import { wire } from './reader';
import type { Address, Customer, Id } from './types';

export const getCart = (cart: string) => call('get-cart', { cart }, read.cart);

export interface Holder {
  fullName: string;
  email: string;
  age: string | null;
  country: string | null;
  transportTimeId: Id | null;
}

/** `cart: null` creates the cart (docs/spec.md §4: it exists once an item is added). */
export const addProductToCart = (cart: string | null, externalCode: string, holder: Holder) =>
  call('add-product-to-cart', { cart, externalCode, ...holder }, read.cart);

export const updateProductInCart = (cart: string, cartProductId: Id, holder: Holder) =>
  call('update-product-in-cart', { cart, cartProductId, ...holder }, read.cart);

export const removeProductFromCart = (cart: string, cartProductId: Id) =>
  call('remove-product-from-cart', { cart, cartProductId }, read.cart);

export const addMerchandiseToCart = (cart: string | null, externalCode: string) =>
  call('add-merchandise-to-cart', { cart, externalCode }, read.cart);

export const removeMerchandiseFromCart = (cart: string, cartMerchandiseId: Id) =>
  call('remove-merchandise-from-cart', { cart, cartMerchandiseId }, read.cart);

export const calculateInvoice = (cart: string, country: string | null) => call('calculate-invoice', { cart, country }, read.invoice);

export const validateVoucher = (cart: string, code: string) => call('validate-voucher', { cart, code }, read.voucher);

export interface CheckoutOrder {
  paymentMethod: string;
  shippingName: string | null;
  shippingCountry: string | null;
  shippingAddress: Address | null;
}

/** `idempotencyKey`: one per attempt (client.ts `CallOptions`). The customer and order go by the contract's names too. */
export const checkoutCart = (cart: string, customer: Customer, order: CheckoutOrder, voucherCode: string | null, idempotencyKey: string) =>
  call('checkout-cart', { cart, customer: wire(customer), order: wire(order), voucherCode }, read.checkout, { idempotencyKey });
