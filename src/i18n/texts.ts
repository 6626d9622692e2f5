/**
 * Every fixed message and label of the shop, keyed by a stable text key. The
 * English defaults are the spec's exact wording (docs/spec.md §2, §4, §5
 * and §8). A host overrides any of them through config `texts` (docs/embed-contract.md §3);
 * keys marked HTML in the contract are rendered through SafeHtml.
 *
 * Placeholders are written `{{name}}` and filled by `format`. A message that depends on a number has
 * plural forms (`PluralText`), one key for all of them.
 */
export const defaultTexts = {
  // Host-configurable page texts (docs/embed-contract.md §3). HTML bodies default to empty.
  underConstructionTitle: 'Under construction',
  underConstructionText: '',
  ticketsHeading: 'Tickets',
  merchandiseHeading: 'Merchandise',
  ambassadorsLabel: '',
  ambassadorsTitle: '',
  ambassadorsText: '',
  securityStatement: '',
  termsConditions: '',
  cookiePolicy: '',
  privacyPolicy: '',
  faqs: '',
  bankTransferOrderText: '',

  // Page titles (docs/spec.md §2: each navigation sets the page title).
  'title.home': 'Home',
  'title.tickets': 'Tickets',
  'title.merchandise': 'Merchandise',
  'title.portal': 'Portal',
  'title.login': 'Login',
  'title.register': 'Register',
  'title.forgotPassword': 'Forgot password',
  'title.resendTickets': 'Resend tickets',
  'title.resetPassword': 'Reset password',
  'title.account': 'Account',
  'title.checkout': 'Checkout',
  'title.order': 'Order {{code}}',
  'title.acceptTerms': 'Accept Terms and Conditions',
  'title.paymentPlanPayment': 'Payment plan payment',
  'title.refund': 'Refund {{id}}',
  'title.requestRefund': 'Request a refund',
  'title.manageTicket': 'Manage ticket',
  'title.securityStatement': 'Security Statement',
  'title.termsConditions': 'Terms and Conditions',
  'title.cookiePolicy': 'Cookie Policy',
  'title.privacyPolicy': 'Privacy Policy',
  'title.faqs': 'FAQs',
  'title.linkExpired': 'Link expired',

  // Navigation and chrome.
  'nav.label': 'Shop navigation',
  'nav.home': 'Home',
  'nav.tickets': 'Tickets',
  'nav.merchandise': 'Merchandise',
  'nav.portal': 'Portal',
  'header.logoAlt': 'Home',
  'side.websiteLink': 'Back to the website',
  'footer.usefulLinks': 'Useful Links',
  'footer.contact': 'Contact',
  'footer.follow': 'Follow us',
  'footer.payments': 'Secure payments',
  'footer.gatewayBadge': 'Payments processed by {{gateway}}',
  'social.facebook': 'Facebook',
  'social.soundcloud': 'SoundCloud',
  'social.instagram': 'Instagram',
  'social.youtube': 'YouTube',
  'footer.cards': 'We accept Visa, Mastercard and American Express',

  // Home.
  'home.ticketsCardTitle': 'Tickets',
  'home.ticketsCardText': 'Get your tickets, transport and add-ons.',
  'home.ticketsCardAction': 'Buy tickets',
  'home.merchandiseCardTitle': 'Merchandise',
  'home.merchandiseCardText': 'Official festival merchandise.',
  'home.merchandiseCardAction': 'Shop merchandise',
  'home.portalCardTitle': 'Portal',
  'home.portalCardText': 'Manage your orders, tickets and refunds.',
  'home.portalCardAction': 'Go to the portal',
  'home.featured': 'Featured Products',

  // Reusable pieces (docs/spec.md §2).
  'button.default': 'Click Me',
  'dialog.cancel': 'Cancel',
  'dialog.confirm': 'Confirm',
  'dialog.close': 'Close',
  'dropdown.placeholder': 'Please choose',
  'table.total': 'Total',
  'table.actions': 'Actions',
  'table.moreActions': 'More actions',
  // The toasts' live region; the toaster adds its hotkey: "Notifications alt+T".
  'toast.regionLabel': 'Notifications',

  // Loading and failure states.
  'state.loading': 'Loading…',
  'state.loadFailed': 'The shop could not be loaded.',
  'state.retry': 'Try again',
  'state.stillWorking': 'Still working…',
  'state.partFailed': 'This part of the shop could not be shown.',
  'config.invalid': 'The shop could not start because its configuration is incomplete.',
  'browser.unsupported': 'The shop needs a newer browser. Please update this one, or open the page in another browser.',
  'error.network': 'The server could not be reached. Please check your connection and try again.',
  'error.generic': 'Something went wrong. Please try again.',
  'error.status': 'The server answered {{status}}.',
  'error.unreadable': 'The server sent an answer the shop cannot read.',
  'error.apiUnreachable': 'The shop cannot reach its API at {{apiBase}}.',

  // Session and account (docs/spec.md §4, §5, §8).
  'auth.email': 'Email',
  'auth.password': 'Password',
  'auth.fullName': 'Full name',
  'auth.login': 'Login',
  'auth.logout': 'Logout',
  'auth.register': 'Register',
  'auth.forgotPassword': 'Forgot password?',
  'auth.resendTickets': 'Resend tickets',
  'auth.loginPanelTitle': 'Login',
  'auth.accountPanelTitle': 'Your account',
  'auth.portalLink': 'Portal',
  'auth.accountLink': 'Account',
  'auth.loginSuccess': 'Login success.',
  'auth.loginFailed': 'Login failed.',
  'auth.loggedOut': 'You have been logged out.',
  'auth.logoutConfirmTitle': 'Logout',
  'auth.logoutConfirmText': 'Are you sure you want to log out?',
  'auth.loginRequired': 'Please enter your email address and password.',
  'auth.registerRequired': 'Please enter your full name and email address.',
  'auth.registerSuccess': 'Thank you for registering. Please check your email: your password will arrive within 10 minutes.',
  'auth.forgotEmailRequired': 'Please enter your email address.',
  'auth.forgotSuccess': 'Please check your email: a password reset link will arrive within 10 minutes. The link is valid for 15 minutes.',
  'auth.resendSuccess': 'Please check your email: your tickets will arrive within 10 minutes.',
  'auth.sendResetLink': 'Send reset link',
  'auth.sendTickets': 'Send tickets',
  'auth.newPassword': 'New password',
  'auth.confirmPassword': 'Confirm password',
  'auth.passwordAdvice': 'Use at least 8 characters.',
  'auth.resetPassword': 'Reset password',
  'auth.resetRequired': 'Please enter your new password.',
  'auth.passwordMismatch': 'Password and confirmation do not match.',
  'auth.resetInvalidTitle': 'Incorrect code',
  'auth.resetInvalidText':
    'Your password reset code might have timed out, or already been used. Please restart the password reset process to try again.',
  'auth.restart': 'Restart',
  'auth.resetSuccess': 'Your password has been reset. You can now log in.',
  'validation.email': 'Please enter a valid email address.',
  'account.currentPassword': 'Current password',
  'account.country': 'Country',
  'account.update': 'Update Settings',
  'account.updated': 'Account settings updated.',
  'account.currentPasswordRequired': 'Please enter your current password.',
  'account.fullNameRequired': 'Please enter your full name.',
  'account.emailRequired': 'Please enter your email address.',

  // Shop (docs/spec.md §2 listing and product page, §5, §8).
  'shop.filterType': 'Type',
  'shop.allTypes': 'All types',
  'shop.includeOutOfStock': 'Include out-of-stock items',
  'shop.empty': 'There are no items to show. Please check back again soon.',
  'shop.listUnavailable': 'The items could not be loaded, so none can be shown.',
  'shop.inStock': 'In stock',
  'shop.outOfStock': 'Sold out',
  'shop.available': '{{count}} available',
  'shop.includesTaxesAndFee': '(includes taxes and booking fee)',
  'shop.includesTaxes': '(includes taxes)',
  // One note under a grid of cards instead of one per card.
  'shop.gridNoteFee': 'Prices include taxes and booking fee.',
  'shop.gridNoteNoFee': 'Prices include taxes.',
  'shop.gridNoteMixed': 'Prices include taxes, and the booking fee where there is one.',
  'shop.soldOutBadge': 'Sold out',
  'shop.detailsAction': 'Details',
  'shop.hiddenSoldOut': { one: '1 sold-out item is hidden.', other: '{{count}} sold-out items are hidden.' },
  'shop.showSoldOut': 'Show sold-out items',
  'shop.backTo': 'Back to {{name}}',
  // A travel time with the seats left in brackets (docs/spec.md §5), e.g. '9 Jul 2027, 10:00 (40)'.
  'shop.timeLeft': '{{time}} ({{count}})',
  'shop.timeSoldOut': '{{time}} (Sold out)',
  'shop.addToCart': 'Add to cart',
  'shop.paymentPlan': 'Payment plan',
  'shop.initialPayment': 'Initial payment',
  'shop.instalment': 'Instalment',
  'shop.details': 'Details',
  'shop.category': 'Category',
  'shop.transportTime': 'Transport time',
  'shop.availableTransportTimes': 'Available transport times',
  'shop.limitPerOrder': 'Limit per order',
  'shop.noLimit': 'No limit',
  'shop.refundable': 'Refundable',
  'shop.nameChanges': 'Name changes',
  'shop.emailChanges': 'Email changes',
  'shop.yes': 'Yes',
  'shop.no': 'No',
  'shop.imageOf': '{{name}}, image {{n}}',

  // Personalise (docs/spec.md §5, checked in this order).
  'personalise.title': 'Personalise ticket',
  'personalise.fullName': 'Full name',
  'personalise.nameAdvice': 'Use roman characters, exactly as on the passport or ID of the ticket holder.',
  'personalise.email': 'Email',
  'personalise.age': 'Age range',
  'personalise.country': 'Country',
  'personalise.travelTime': 'Travel date and time',
  'personalise.travelHint': 'Please be at the meeting location 30 minutes before your travel time.',
  'personalise.changeDeadline': 'You can change your travel time until {{date}}.',
  'personalise.existingHolders': 'Fill in a previous ticket holder',
  'personalise.save': 'Save',
  'personalise.fullNameRequired': 'Please enter the full name for this ticket holder.',
  'personalise.emailRequired': 'Please enter the email address for this ticket holder.',
  'personalise.emailInvalid': 'Please enter a valid email address for this ticket holder.',
  'personalise.ageRequired': 'Please choose the age range for this ticket holder.',
  'personalise.countryRequired': 'Please choose the country for this ticket holder.',
  'personalise.travelTimeRequired': 'Please choose your travel date and time.',
  'personalise.duplicate': 'A {{product}} ticket already exists for {{name}} in your cart.',
  'personalise.duplicateAn': 'An {{product}} ticket already exists for {{name}} in your cart.',

  // Cart (docs/spec.md §2 cart panel, §4, §8).
  'cart.title': 'Your Cart',
  'cart.empty': 'Your Cart is empty.',
  'cart.item': 'Item',
  'cart.price': 'Price (incl. fee)',
  'cart.personalise': 'Personalise',
  'cart.remove': 'Remove',
  // The row buttons' accessible names: the item, and its holder when there is one.
  'cart.personaliseItem': 'Personalise {{name}}',
  'cart.removeItem': 'Remove {{name}}',
  'cart.removeConfirmTitle': 'Remove item',
  'cart.removeConfirmText': 'Remove {{name}} from your cart?',
  'cart.shippingNote': 'Shipping and taxes will be calculated at checkout.',
  'cart.loginNote': 'You will need to login or register in order to checkout.',
  'cart.checkout': 'Checkout',
  'cart.reservedFor': 'Reserved for {{time}}',
  'cart.reservationLeft': { one: '1 minute left to complete your order.', other: '{{count}} minutes left to complete your order.' },
  'cart.expired': 'Your cart has expired and its items were released.',
  'cart.timerLabel': 'Cart reserved for {{time}}',
  'cart.count': { one: 'Cart: 1 item', other: 'Cart: {{count}} items' },
  'cart.added': 'Item added to cart.',
  'cart.addFailed': 'Could not add item to cart.',
  'cart.removed': 'Item removed from cart.',
  'cart.updated': 'Item details updated.',
  'cart.updateFailed': 'Could not update item details.',
  'cart.paymentPlanAlone':
    'Only one payment-plan item can be ordered at a time, and it must be bought on its own. Please empty your cart first.',
  'cart.limitReached': 'You can order at most {{limit}} of {{name}}.',
  'cart.soldOut': '{{name}} is sold out.',

  // Checkout (docs/spec.md §4, §5).
  'checkout.country': 'Country',
  'checkout.shippingCountry': 'Shipping country',
  'checkout.voucher': 'Voucher code',
  'checkout.applyVoucher': 'Apply',
  'checkout.submit': 'Place order',
  'checkout.pay': 'Pay {{amount}}',
  'checkout.showItems': 'Show items',
  'checkout.hideItems': 'Hide items',
  'checkout.voucherApplied': 'Voucher {{code}} applied. To pay: {{amount}}',
  'checkout.voucherRemoved': 'Voucher removed. To pay: {{amount}}',
  'checkout.countryRequired': 'Please choose your country.',
  'checkout.shippingCountryRequired': 'Please choose the shipping country.',
  'checkout.fillFields': 'Please fill out the following fields: {{fields}}.',
  'checkout.termsRequired': 'Please accept the Terms and Conditions.',
  'checkout.voucherRequired': 'Please enter a voucher code.',
  'checkout.cannotShip': 'We are currently unable to ship to your country.',
  'checkout.selectCountryForShipping': 'Please select your country to see your shipping rates.',
  'checkout.noPaymentMethods': 'No valid payment methods found.',
  'checkout.discountWarning':
    'Warning: Your discount code is more than the value of your order. Any left-over value in the discount code will be lost.',
  'checkout.redirecting': 'Please wait',
  // Payment instructions (docs/embed-contract.md §4): a provider URL that is not https: or same-origin is not followed.
  'checkout.paymentRefused': 'The payment could not be started safely. Please contact us.',
  'checkout.invoiceFailed': 'The prices for your country could not be calculated. Please try again.',
  'checkout.otherTab': 'This order is being placed in another tab or window.',
  'checkout.uncertain':
    'We could not confirm your order, so it may have been placed. Please check your orders in the portal before trying again.',
  'checkout.voucherInvalid': 'Invalid or expired voucher code.',
  'checkout.handoffFailed': 'Your order {{code}} has been placed, but the payment page could not be opened. You can pay for it below.',
  'payment.uncertain':
    'We could not confirm this payment, so it may have started. Please check your order in the portal before trying again.',
  'checkout.viewOrders': 'View your orders',
  'checkout.details': 'Your details',
  'checkout.shippingAddress': 'Shipping address',
  'checkout.summary': 'Your order',
  'checkout.paymentMethod': 'Payment method: {{method}}',
  'checkout.taxIncluded': 'Tax {{rate}}% (included)',
  'checkout.discount': 'Voucher {{code}}',
  'checkout.toPay': 'To pay',
  'checkout.removeVoucher': 'Remove voucher',
  'checkout.calculating': 'Calculating your total…',
  'checkout.browse': 'Browse tickets',
  'checkout.redirectingText': 'Taking you to the payment page…',

  // Portal, orders, tickets, refunds (docs/spec.md §2, §4, §5, §8).
  'portal.orders': 'Orders',
  'portal.orderId': 'Order ID',
  'portal.date': 'Date',
  'portal.via': 'Via',
  'portal.method': 'Method',
  'portal.status': 'Status',
  'portal.items': 'Items',
  'portal.manage': 'Manage',
  'portal.refund': 'Refund',
  'portal.yourRefunds': 'Your Refunds',
  'portal.refundId': 'Refund ID',
  'portal.chooseTime': 'Choose Time',
  'portal.download': 'Download',
  'portal.downloadInvoice': 'Download Invoice',
  'portal.mustAcceptTerms': 'You must accept the terms and conditions at the bottom of this page to proceed with this order.',
  'portal.termsThanks': 'Thank you for accepting the terms and conditions.',
  'portal.awaitingPayment': 'Awaiting Payment',
  'portal.paymentCancelled': 'Payment Cancelled - This order has been cancelled.',
  'portal.paymentAbandoned': 'Payment Abandoned - This order has been abandoned as payment was not received in a timely manner.',
  // What became of an order, which its confirmation leads with (domain/order-outcome).
  'outcome.paid': "You're going!",
  'outcome.emailed': 'Your tickets have been emailed to',
  'outcome.unpaid': 'Payment not completed',
  'outcome.held':
    'Your order {{code}} has been placed but not paid. Its items are held for you while it awaits payment; if payment is not received in time, the order is abandoned.',
  'outcome.transfer': 'Order placed: please pay by bank transfer',
  'outcome.contact': 'Questions about your order? Contact us at',
  'outcome.payNow': 'Pay now',
  // The portal's screens: order data, items, instalments, ticket edit.
  'portal.noOrders': 'You have no orders yet.',
  'portal.viaOnline': 'Online',
  'portal.receivedAt': 'Received at',
  'portal.total': 'Total',
  'portal.totalPaid': 'Paid',
  'portal.discount': 'Discount',
  'portal.shipping': 'Shipping',
  'portal.ticketCount': 'Tickets',
  'portal.merchandiseCount': 'Merchandise items',
  'portal.ticketsCaption': 'Tickets',
  'portal.merchandiseCaption': 'Merchandise',
  'portal.item': 'Item',
  'portal.price': 'Price',
  'portal.priceExclFee': 'Price excl. fee',
  'portal.ticketActions': 'Ticket actions',
  'portal.instalments': 'Payment plan instalments',
  'portal.dueDate': 'Due date',
  'portal.amount': 'Amount',
  'portal.payInstalment': 'Pay',
  'portal.backToOrders': 'Back to your orders',
  'portal.manageTicketLabel': 'Manage ticket {{code}}',
  'portal.chooseTimeLabel': 'Choose time for ticket {{code}}',
  'portal.downloadLabel': 'Download ticket {{code}}',
  'portal.manageOrderLabel': 'Manage order {{code}}',
  'portal.refundOrderLabel': 'Refund order {{code}}',
  'ticket.nameChangesLeft': 'Name changes left: {{count}}',
  'ticket.nameChangesUnlimited': 'Name changes left: unlimited',
  'ticket.note': 'Note (optional)',
  'ticket.continue': 'Continue',
  'ticket.back': 'Back',
  'ticket.confirm': 'Confirm changes',
  'ticket.confirmIntro': 'Please check the new details of ticket {{code}}.',
  'ticket.reassignYes': 'The ticket will be sent to the new email address.',
  'travel.title': 'Choose Time',
  'travel.legend': 'Travel time',
  'travel.save': 'Save travel time',
  'travel.current': '{{time}} (current)',
  'plan.instalment': 'Instalment',
  'plan.reference': 'Reference',
  'status.refunded': 'Refunded',
  'status.requested': 'Requested',
  'status.completed': 'Completed',
  'status.processing': 'Processing',
  'status.pendingPayment': 'Pending payment',
  'status.pending': 'Pending',
  'status.due': 'Due',
  'status.overdue': 'Overdue',
  'status.partiallyPaid': 'Partially paid',
  'status.refund': 'Refund',
  'ticket.recentlyEdited': 'This ticket has been recently edited. Please wait 15 minutes before editing it again.',
  'ticket.fillFields': 'Please fill out the following fields: {{fields}}',
  'ticket.changeDetails': 'Please change the ticket details.',
  'ticket.updated': 'Ticket {{code}} updated successfully.',
  'ticket.reassign': 'Reassign this ticket to the new email address',
  // Manage ticket field names, listed in 'ticket.fillFields' (docs/spec.md §5).
  'ticket.fullName': 'Full name',
  'ticket.email': 'Email',
  'ticket.age': 'Age range',
  'ticket.country': 'Country',
  'travel.selectRequired': 'Please select the travel time.',
  'travel.updated': 'Travel time updated.',
  'travel.updateFailed': 'Could not update travel time. Please try later.',
  'refund.selectOne': 'Please select at least one item.',
  'refund.fillFields': 'Please fill out the following fields: {{fields}}',
  // Refund bank step field names, listed in 'refund.fillFields' (docs/spec.md §5), and advice on their shape.
  'refund.bankOwnerFullName': "Account holder's full name",
  'refund.bankName': 'Bank name',
  'refund.bankCity': 'Bank city',
  'refund.bankCountry': 'Bank country',
  'refund.bankBic': 'BIC/SWIFT number',
  'refund.bankIban': 'IBAN',
  'refund.bankAccount': 'Bank account number',
  'refund.ibanInvalid': 'This IBAN does not look right. Please check it.',
  'refund.bicInvalid': 'This BIC/SWIFT number does not look right: it has 8 or 11 letters and digits. Please check it.',
  'refund.submitted': 'Refund request submitted successfully.',
  'refund.cancelled': 'Refund {{id}} cancelled successfully.',
  // The refund wizard, the refunds table and the refund detail (docs/spec.md §2, §9).
  'refund.step': 'Step {{n}} of {{of}}: {{title}}',
  'refund.stepSelect': 'Choose the items',
  'refund.stepDetails': 'Bank details',
  'refund.stepConfirm': 'Confirm your request',
  'refund.next': 'Next',
  'refund.back': 'Back',
  'refund.send': 'Request refund',
  'refund.tickets': 'Tickets',
  'refund.merchandise': 'Merchandise',
  'refund.noMixing': 'Tickets and merchandise cannot be refunded in one request.',
  'refund.notRefundable': 'Not refundable',
  'refund.nothing': 'Nothing on this order can be refunded.',
  'refund.wholePlan': 'This order has a payment plan, so it is refunded as a whole.',
  'refund.ownerAddress': "Account holder's address",
  'refund.note': 'Note (optional)',
  'refund.item': 'Item',
  'refund.price': 'Price',
  'refund.total': 'Refund total',
  'refund.totalPaid': 'Total paid',
  'refund.fees': 'Booking fees',
  'refund.refundFees': 'Refund fees',
  'refund.shippingRefund': 'Shipping refund',
  'refund.includesShipping': 'includes a shipping refund of {{amount}}',
  'refund.completedAt': 'Completed',
  'refund.cancel': 'Cancel refund',
  'refund.cancelTitle': 'Cancel refund {{id}}?',
  'refund.cancelText': 'Your refund request will be withdrawn and your items stay as they were.',
  'refund.keep': 'Keep request',
  'refund.none': 'You have no refunds.',
  'refund.manage': 'Manage refund {{id}}',

  // Terms acceptance and payment plan links (docs/spec.md §2, §8).
  'terms.linkExpiredTitle': 'Link expired',
  'terms.linkExpired': 'This link has expired.',
  'terms.loginHint': 'Please log in to the portal to see your orders.',
  'terms.accept': 'Accept Terms and Conditions',
  'terms.proceedToPayment': 'Proceed to payment',
  'terms.thankYou': 'Thank you! Please check your email for further instructions.',
  'terms.pleaseWait': 'Please wait',
  'terms.orderRequired': 'Please accept the Terms and Conditions.',
  'terms.checkbox': 'I accept the Terms and Conditions',
  'terms.read': 'Read the Terms and Conditions',
  'terms.modalTitle': 'Terms and Conditions',
  'plan.makePayment': 'Make payment',
  'plan.termsRequired': 'Please accept the Terms and Conditions.',
  'plan.maxAttempts': 'You can make a maximum of {{max}} attempts for each payment. If you are having trouble paying, please contact us.',
  'plan.contactUs': 'Please contact us immediately before making another payment attempt.',
  'plan.activeRefund':
    'You have an active refund request on this order. Please cancel the refund request if you wish to continue with the payment plan.',
} as const;

export type TextKey = keyof typeof defaultTexts;

/**
 * A message whose words depend on a number: its forms by the plural category of the shop's locale
 * (Intl.PluralRules: zero, one, two, few, many, other), chosen by the `count` it is given, so
 * languages with more than two forms work; `other` is required.
 */
export type PluralText = { [category in Intl.LDMLPluralRule]?: string } & { other: string };

/** A text of the config's `texts`: a message, or its plural forms. */
export type Text = string | PluralText;

export const isText = (value: unknown): value is Text =>
  typeof value === 'string' ||
  (typeof value === 'object' &&
    value !== null &&
    !Array.isArray(value) &&
    typeof (value as PluralText).other === 'string' &&
    Object.entries(value).every(([category, form]) => PLURAL_CATEGORIES.includes(category) && typeof form === 'string'));

const PLURAL_CATEGORIES = ['zero', 'one', 'two', 'few', 'many', 'other'];

/** Fill `{{name}}` placeholders; unknown placeholders stay visible, never throw. */
export function format(template: string, vars?: Record<string, string | number>): string {
  if (!vars) return template;
  return template.replace(/\{\{\s*([\w.]+)\s*\}\}/g, (whole, name: string) =>
    Object.prototype.hasOwnProperty.call(vars, name) ? String(vars[name]) : whole,
  );
}

export type Translate = (key: TextKey, vars?: Record<string, string | number>) => string;

/** A translator over the defaults, with the host's `texts` laid over them; plural forms follow `locale`'s rules. */
export function createTranslator(overrides: Record<string, Text> | undefined, locale?: string): Translate {
  // Made at the first plural, once per translator: the countdown's minutes are one, every half second.
  let rules: Intl.PluralRules | undefined;
  return (key, vars) => {
    const own = overrides && Object.prototype.hasOwnProperty.call(overrides, key) ? overrides[key] : undefined;
    const text: Text = isText(own) ? own : defaultTexts[key];
    return format(
      typeof text === 'string' ? text : (text[(rules ??= new Intl.PluralRules(locale)).select(Number(vars?.count))] ?? text.other),
      vars,
    );
  };
}

/** Per-sub-type empty-listing text (`outOfStock.<type>`), not a fixed key. */
export function outOfStockText(overrides: Record<string, Text> | undefined, type: string): string | undefined {
  const own = overrides?.[`outOfStock.${type}`];
  return typeof own === 'string' && own.trim() !== '' ? own : undefined;
}
