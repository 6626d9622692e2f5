import { read } from './adapt';
import { call } from './client';
import type { Address, Customer, Id } from './types';

export const getCart = (cart: string) => call('get-cart', { cart }, read.cart);

export interface Holder {
  full_name: string;
  email: string;
  age: string | null;
  country: string | null;
  transport_time_id: Id | null;
}

/** `cart: null` creates the cart (docs/spec.md §4: it exists once an item is added). */
export const addProductToCart = (cart: string | null, external_code: string, holder: Holder) =>
  call('add-product-to-cart', { cart, external_code, ...holder }, read.cart);

export const updateProductInCart = (cart: string, cart_product_id: Id, holder: Holder) =>
  call('update-product-in-cart', { cart, cart_product_id, ...holder }, read.cart);

export const removeProductFromCart = (cart: string, cart_product_id: Id) =>
  call('remove-product-from-cart', { cart, cart_product_id }, read.cart);

export const addMerchandiseToCart = (cart: string | null, external_code: string) =>
  call('add-merchandise-to-cart', { cart, external_code }, read.cart);

export const removeMerchandiseFromCart = (cart: string, cart_merchandise_id: Id) =>
  call('remove-merchandise-from-cart', { cart, cart_merchandise_id }, read.cart);

export const calculateInvoice = (cart: string, country: string | null) => call('calculate-invoice', { cart, country }, read.invoice);

export const validateVoucher = (cart: string, code: string) => call('validate-voucher', { cart, code }, read.voucher);

export interface CheckoutOrder {
  payment_method: string;
  shipping_name: string | null;
  shipping_country: string | null;
  shipping_address: Address | null;
}

/** `idempotencyKey`: one per attempt (client.ts `CallOptions`). */
export const checkoutCart = (cart: string, customer: Customer, order: CheckoutOrder, voucher_code: string | null, idempotencyKey: string) =>
  call('checkout-cart', { cart, customer, order, voucher_code }, read.checkout, { idempotencyKey });
