import { call, timeouts } from './client';
import type { Address, Cart, Customer, Id, Invoice, Order, PaymentInstruction, ShopData, Voucher } from './types';

export const getCart = (cart: string) => call<{ cart: Cart }>('get-cart', { cart });

export interface Holder {
  full_name: string;
  email: string;
  age: string | null;
  country: string | null;
  transport_time_id: Id | null;
}

/** `cart: null` creates the cart (spec 4: it exists once an item is added). */
export const addProductToCart = (cart: string | null, external_code: string, holder: Holder) =>
  call<{ cart: Cart; data?: ShopData }>('add-product-to-cart', { cart, external_code, ...holder });

export const updateProductInCart = (cart: string, cart_product_id: Id, holder: Holder) =>
  call<{ cart: Cart }>('update-product-in-cart', { cart, cart_product_id, ...holder });

export const removeProductFromCart = (cart: string, cart_product_id: Id) =>
  call<{ cart: Cart; data?: ShopData }>('remove-product-from-cart', { cart, cart_product_id });

export const addMerchandiseToCart = (cart: string | null, external_code: string) =>
  call<{ cart: Cart; data?: ShopData }>('add-merchandise-to-cart', { cart, external_code });

export const removeMerchandiseFromCart = (cart: string, cart_merchandise_id: Id) =>
  call<{ cart: Cart; data?: ShopData }>('remove-merchandise-from-cart', { cart, cart_merchandise_id });

export const calculateInvoice = (cart: string, country: string | null) =>
  call<{ invoice: Invoice }>('calculate-invoice', { cart, country });

export const validateVoucher = (cart: string, code: string) => call<{ voucher: Voucher }>('validate-voucher', { cart, code });

export interface CheckoutOrder {
  payment_method: string;
  shipping_name: string | null;
  shipping_country: string | null;
  shipping_address: Address | null;
}

export const checkoutCart = (cart: string, customer: Customer, order: CheckoutOrder, voucher_code: string | null) =>
  call<{ order: Order; payment: PaymentInstruction | null; data: ShopData }>(
    'checkout-cart',
    { cart, customer, order, voucher_code },
    { timeout: timeouts.payment },
  );
