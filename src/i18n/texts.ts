/**
 * Every fixed message and label of the shop, keyed by a stable text key. The
 * English defaults are the spec's exact wording (docs/spec.md §2, §4, §5
 * and §8). A host overrides any of them through config `texts` (docs/embed-contract.md §3);
 * keys marked HTML in the contract are rendered through SafeHtml.
 *
 * Placeholders are written `{{name}}` and filled by `format`. A message that depends on a number has
 * plural forms (`PluralText`), one key for all of them.
 */
/** `texts` with their keys under `prefix`: `group('nav', { home })` is `{ 'nav.home': home }`. */
type Prefixed<P extends string, T> = { readonly [K in keyof T & string as `${P}.${K}`]: T[K] };
/**
 * A run of keys that share a prefix, written once for the run (the bundle carries the prefix once, not
 * with every key). The keys, their order and their texts are those of the flat list it stands for.
 */
const group = <const P extends string, const T extends Record<string, Text>>(prefix: P, texts: T): Prefixed<P, T> =>
  Object.fromEntries(Object.entries(texts).map(([key, text]) => [`${prefix}.${key}`, text])) as Prefixed<P, T>;

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
  ...group('title', {
    home: 'Home',
    tickets: 'Tickets',
    merchandise: 'Merchandise',
    portal: 'Portal',
    login: 'Login',
    register: 'Register',
    forgotPassword: 'Forgot password',
    resendTickets: 'Resend tickets',
    resetPassword: 'Reset password',
    account: 'Account',
    checkout: 'Checkout',
    order: 'Order {{code}}',
    acceptTerms: 'Accept Terms and Conditions',
    paymentPlanPayment: 'Payment plan payment',
    refund: 'Refund {{id}}',
    requestRefund: 'Request a refund',
    manageTicket: 'Manage ticket',
    securityStatement: 'Security Statement',
    termsConditions: 'Terms and Conditions',
    cookiePolicy: 'Cookie Policy',
    privacyPolicy: 'Privacy Policy',
    faqs: 'FAQs',
    linkExpired: 'Link expired',
  }),

  // Navigation and chrome.
  ...group('nav', {
    label: 'Shop navigation',
    home: 'Home',
    tickets: 'Tickets',
    merchandise: 'Merchandise',
    portal: 'Portal',
  }),
  'header.logoAlt': 'Home',
  'side.websiteLink': 'Back to the website',
  ...group('footer', {
    usefulLinks: 'Useful Links',
    contact: 'Contact',
    follow: 'Follow us',
    payments: 'Secure payments',
    gatewayBadge: 'Payments processed by {{gateway}}',
  }),
  ...group('social', {
    facebook: 'Facebook',
    soundcloud: 'SoundCloud',
    instagram: 'Instagram',
    youtube: 'YouTube',
  }),
  'footer.cards': 'We accept Visa, Mastercard and American Express',

  // Home.
  ...group('home', {
    ticketsCardTitle: 'Tickets',
    ticketsCardText: 'Get your tickets, transport and add-ons.',
    ticketsCardAction: 'Buy tickets',
    merchandiseCardTitle: 'Merchandise',
    merchandiseCardText: 'Official festival merchandise.',
    merchandiseCardAction: 'Shop merchandise',
    portalCardTitle: 'Portal',
    portalCardText: 'Manage your orders, tickets and refunds.',
    portalCardAction: 'Go to the portal',
    featured: 'Featured Products',
  }),

  // Reusable pieces (docs/spec.md §2).
  'button.default': 'Click Me',
  ...group('dialog', {
    cancel: 'Cancel',
    confirm: 'Confirm',
    close: 'Close',
  }),
  'dropdown.placeholder': 'Please choose',
  ...group('table', {
    total: 'Total',
    actions: 'Actions',
    moreActions: 'More actions',
  }),
  // The toasts' live region; the toaster adds its hotkey: "Notifications alt+T".
  'toast.regionLabel': 'Notifications',

  // Loading and failure states.
  ...group('state', {
    loading: 'Loading…',
    loadFailed: 'The shop could not be loaded.',
    retry: 'Try again',
    stillWorking: 'Still working…',
    partFailed: 'This part of the shop could not be shown.',
  }),
  // A busy backend or waiting room (docs/embed-contract.md §6): never "could not be loaded" while it is only busy.
  ...group('busy', {
    title: 'The shop is very busy right now.',
    fault: 'The connection was interrupted.',
    retryIn: { one: 'Trying again in 1 second.', other: 'Trying again in {{count}} seconds.' },
    retrying: 'Trying again…',
    position: 'Your place in the queue: {{position}}',
    wait: { one: 'Expected wait: about 1 minute', other: 'Expected wait: about {{count}} minutes' },
    full: 'The queue is full for now; the shop keeps your place in line and tries again.',
    stop: 'Stop waiting',
    stopped: 'You stopped waiting, so nothing was changed. Try again when you are ready.',
    holdEnded:
      'The time your cart was held ran out while you waited. The shop checks with the server whether your items are still yours as soon as it can.',
  }),
  'config.invalid': 'The shop could not start because its configuration is incomplete.',
  'browser.unsupported': 'The shop needs a newer browser. Please update this one, or open the page in another browser.',
  ...group('error', {
    network: 'The server could not be reached. Please check your connection and try again.',
    generic: 'Something went wrong. Please try again.',
    status: 'The server answered {{status}}.',
    unreadable: 'The server sent an answer the shop cannot read.',
    apiUnreachable: 'The shop cannot reach its API at {{apiBase}}.',
  }),

  // Session and account (docs/spec.md §4, §5, §8).
  ...group('auth', {
    email: 'Email',
    password: 'Password',
    fullName: 'Full name',
    login: 'Login',
    logout: 'Logout',
    register: 'Register',
    forgotPassword: 'Forgot password?',
    resendTickets: 'Resend tickets',
    loginPanelTitle: 'Login',
    accountPanelTitle: 'Your account',
    portalLink: 'Portal',
    accountLink: 'Account',
    loginSuccess: 'Login success.',
    loginFailed: 'Login failed.',
    loggedOut: 'You have been logged out.',
    logoutConfirmTitle: 'Logout',
    logoutConfirmText: 'Are you sure you want to log out?',
    loginRequired: 'Please enter your email address and password.',
    registerRequired: 'Please enter your full name and email address.',
    registerSuccess: 'Thank you for registering. Please check your email: your password will arrive within 10 minutes.',
    forgotEmailRequired: 'Please enter your email address.',
    forgotSuccess: 'Please check your email: a password reset link will arrive within 10 minutes. The link is valid for 15 minutes.',
    resendSuccess: 'Please check your email: your tickets will arrive within 10 minutes.',
    sendResetLink: 'Send reset link',
    sendTickets: 'Send tickets',
    newPassword: 'New password',
    confirmPassword: 'Confirm password',
    passwordAdvice: 'Use at least 8 characters.',
    resetPassword: 'Reset password',
    resetRequired: 'Please enter your new password.',
    passwordMismatch: 'Password and confirmation do not match.',
    resetInvalidTitle: 'Incorrect code',
    resetInvalidText:
      'Your password reset code might have timed out, or already been used. Please restart the password reset process to try again.',
    restart: 'Restart',
    resetSuccess: 'Your password has been reset. You can now log in.',
  }),
  'validation.email': 'Please enter a valid email address.',
  ...group('account', {
    currentPassword: 'Current password',
    country: 'Country',
    update: 'Update Settings',
    updated: 'Account settings updated.',
    currentPasswordRequired: 'Please enter your current password.',
    fullNameRequired: 'Please enter your full name.',
    emailRequired: 'Please enter your email address.',
  }),

  // Shop (docs/spec.md §2 listing and product page, §5, §8).
  ...group('shop', {
    filterType: 'Type',
    allTypes: 'All types',
    includeOutOfStock: 'Include out-of-stock items',
    empty: 'There are no items to show. Please check back again soon.',
    listUnavailable: 'The items could not be loaded, so none can be shown.',
    inStock: 'In stock',
    outOfStock: 'Sold out',
    available: '{{count}} available',
    includesTaxesAndFee: '(includes taxes and booking fee)',
    includesTaxes: '(includes taxes)',
    // One note under a grid of cards instead of one per card.
    gridNoteFee: 'Prices include taxes and booking fee.',
    gridNoteNoFee: 'Prices include taxes.',
    gridNoteMixed: 'Prices include taxes, and the booking fee where there is one.',
    soldOutBadge: 'Sold out',
    detailsAction: 'Details',
    hiddenSoldOut: { one: '1 sold-out item is hidden.', other: '{{count}} sold-out items are hidden.' },
    showSoldOut: 'Show sold-out items',
    backTo: 'Back to {{name}}',
    // A travel time with the seats left in brackets (docs/spec.md §5), e.g. '9 Jul 2027, 10:00 (40)'.
    timeLeft: '{{time}} ({{count}})',
    timeSoldOut: '{{time}} (Sold out)',
    addToCart: 'Add to cart',
    paymentPlan: 'Payment plan',
    initialPayment: 'Initial payment',
    instalment: 'Instalment',
    details: 'Details',
    category: 'Category',
    transportTime: 'Transport time',
    availableTransportTimes: 'Available transport times',
    limitPerOrder: 'Limit per order',
    noLimit: 'No limit',
    refundable: 'Refundable',
    nameChanges: 'Name changes',
    emailChanges: 'Email changes',
    yes: 'Yes',
    no: 'No',
    imageOf: '{{name}}, image {{n}}',
  }),

  // Personalise (docs/spec.md §5, checked in this order).
  ...group('personalise', {
    title: 'Personalise ticket',
    fullName: 'Full name',
    nameAdvice: 'Use roman characters, exactly as on the passport or ID of the ticket holder.',
    email: 'Email',
    age: 'Age range',
    country: 'Country',
    travelTime: 'Travel date and time',
    travelHint: 'Please be at the meeting location 30 minutes before your travel time.',
    changeDeadline: 'You can change your travel time until {{date}}.',
    existingHolders: 'Fill in a previous ticket holder',
    save: 'Save',
    fullNameRequired: 'Please enter the full name for this ticket holder.',
    emailRequired: 'Please enter the email address for this ticket holder.',
    emailInvalid: 'Please enter a valid email address for this ticket holder.',
    ageRequired: 'Please choose the age range for this ticket holder.',
    countryRequired: 'Please choose the country for this ticket holder.',
    travelTimeRequired: 'Please choose your travel date and time.',
    duplicate: 'A {{product}} ticket already exists for {{name}} in your cart.',
    duplicateAn: 'An {{product}} ticket already exists for {{name}} in your cart.',
  }),

  // Cart (docs/spec.md §2 cart panel, §4, §8).
  ...group('cart', {
    title: 'Your Cart',
    empty: 'Your Cart is empty.',
    item: 'Item',
    price: 'Price (incl. fee)',
    personalise: 'Personalise',
    remove: 'Remove',
    // The row buttons' accessible names: the item, and its holder when there is one.
    personaliseItem: 'Personalise {{name}}',
    removeItem: 'Remove {{name}}',
    removeConfirmTitle: 'Remove item',
    removeConfirmText: 'Remove {{name}} from your cart?',
    shippingNote: 'Shipping and taxes will be calculated at checkout.',
    loginNote: 'You will need to login or register in order to checkout.',
    checkout: 'Checkout',
    reservedFor: 'Reserved for {{time}}',
    reservationLeft: { one: '1 minute left to complete your order.', other: '{{count}} minutes left to complete your order.' },
    expired: 'Your cart has expired and its items were released.',
    timerLabel: 'Cart reserved for {{time}}',
    count: { one: 'Cart: 1 item', other: 'Cart: {{count}} items' },
    added: 'Item added to cart.',
    addFailed: 'Could not add item to cart.',
    removed: 'Item removed from cart.',
    updated: 'Item details updated.',
    updateFailed: 'Could not update item details.',
    paymentPlanAlone:
      'Only one payment-plan item can be ordered at a time, and it must be bought on its own. Please empty your cart first.',
    limitReached: 'You can order at most {{limit}} of {{name}}.',
    soldOut: '{{name}} is sold out.',
  }),

  // Checkout (docs/spec.md §4, §5).
  ...group('checkout', {
    country: 'Country',
    shippingCountry: 'Shipping country',
    voucher: 'Voucher code',
    applyVoucher: 'Apply',
    submit: 'Place order',
    pay: 'Pay {{amount}}',
    showItems: 'Show items',
    hideItems: 'Hide items',
    voucherApplied: 'Voucher {{code}} applied. To pay: {{amount}}',
    voucherRemoved: 'Voucher removed. To pay: {{amount}}',
    countryRequired: 'Please choose your country.',
    shippingCountryRequired: 'Please choose the shipping country.',
    fillFields: 'Please fill out the following fields: {{fields}}.',
    termsRequired: 'Please accept the Terms and Conditions.',
    voucherRequired: 'Please enter a voucher code.',
    cannotShip: 'We are currently unable to ship to your country.',
    selectCountryForShipping: 'Please select your country to see your shipping rates.',
    noPaymentMethods: 'No valid payment methods found.',
    discountWarning:
      'Warning: Your discount code is more than the value of your order. Any left-over value in the discount code will be lost.',
    redirecting: 'Please wait',
    // Payment instructions (docs/embed-contract.md §4): a provider URL that is not https: or same-origin is not followed.
    paymentRefused: 'The payment could not be started safely. Please contact us.',
    invoiceFailed: 'The prices for your country could not be calculated. Please try again.',
    otherTab: 'This order is being placed in another tab or window.',
    uncertain: 'We could not confirm your order, so it may have been placed. Please check your orders in the portal before trying again.',
    voucherInvalid: 'Invalid or expired voucher code.',
    handoffFailed: 'Your order {{code}} has been placed, but the payment page could not be opened. You can pay for it below.',
  }),
  'payment.uncertain':
    'We could not confirm this payment, so it may have started. Please check your order in the portal before trying again.',
  ...group('checkout', {
    viewOrders: 'View your orders',
    details: 'Your details',
    shippingAddress: 'Shipping address',
    summary: 'Your order',
    paymentMethod: 'Payment method: {{method}}',
    taxIncluded: 'Tax {{rate}}% (included)',
    discount: 'Voucher {{code}}',
    toPay: 'To pay',
    removeVoucher: 'Remove voucher',
    calculating: 'Calculating your total…',
    browse: 'Browse tickets',
    redirectingText: 'Taking you to the payment page…',
  }),

  // Portal, orders, tickets, refunds (docs/spec.md §2, §4, §5, §8).
  ...group('portal', {
    orders: 'Orders',
    orderId: 'Order ID',
    date: 'Date',
    via: 'Via',
    method: 'Method',
    status: 'Status',
    items: 'Items',
    manage: 'Manage',
    refund: 'Refund',
    yourRefunds: 'Your Refunds',
    refundId: 'Refund ID',
    chooseTime: 'Choose Time',
    download: 'Download',
    downloadInvoice: 'Download Invoice',
    mustAcceptTerms: 'You must accept the terms and conditions at the bottom of this page to proceed with this order.',
    termsThanks: 'Thank you for accepting the terms and conditions.',
    awaitingPayment: 'Awaiting Payment',
    paymentCancelled: 'Payment Cancelled - This order has been cancelled.',
    paymentAbandoned: 'Payment Abandoned - This order has been abandoned as payment was not received in a timely manner.',
  }),
  // What became of an order, which its confirmation leads with (domain/order-outcome).
  ...group('outcome', {
    paid: "You're going!",
    emailed: 'Your tickets have been emailed to',
    unpaid: 'Payment not completed',
    held: 'Your order {{code}} has been placed but not paid. Its items are held for you while it awaits payment; if payment is not received in time, the order is abandoned.',
    transfer: 'Order placed: please pay by bank transfer',
    contact: 'Questions about your order? Contact us at',
    payNow: 'Pay now',
  }),
  // The portal's screens: order data, items, instalments, ticket edit.
  ...group('portal', {
    noOrders: 'You have no orders yet.',
    viaOnline: 'Online',
    receivedAt: 'Received at',
    total: 'Total',
    totalPaid: 'Paid',
    discount: 'Discount',
    shipping: 'Shipping',
    ticketCount: 'Tickets',
    merchandiseCount: 'Merchandise items',
    ticketsCaption: 'Tickets',
    merchandiseCaption: 'Merchandise',
    item: 'Item',
    price: 'Price',
    priceExclFee: 'Price excl. fee',
    ticketActions: 'Ticket actions',
    instalments: 'Payment plan instalments',
    dueDate: 'Due date',
    amount: 'Amount',
    payInstalment: 'Pay',
    backToOrders: 'Back to your orders',
    manageTicketLabel: 'Manage ticket {{code}}',
    chooseTimeLabel: 'Choose time for ticket {{code}}',
    downloadLabel: 'Download ticket {{code}}',
    manageOrderLabel: 'Manage order {{code}}',
    refundOrderLabel: 'Refund order {{code}}',
  }),
  ...group('ticket', {
    nameChangesLeft: 'Name changes left: {{count}}',
    nameChangesUnlimited: 'Name changes left: unlimited',
    note: 'Note (optional)',
    continue: 'Continue',
    back: 'Back',
    confirm: 'Confirm changes',
    confirmIntro: 'Please check the new details of ticket {{code}}.',
    reassignYes: 'The ticket will be sent to the new email address.',
  }),
  ...group('travel', {
    title: 'Choose Time',
    legend: 'Travel time',
    save: 'Save travel time',
    current: '{{time}} (current)',
  }),
  ...group('plan', {
    instalment: 'Instalment',
    reference: 'Reference',
  }),
  ...group('status', {
    refunded: 'Refunded',
    requested: 'Requested',
    completed: 'Completed',
    processing: 'Processing',
    pendingPayment: 'Pending payment',
    pending: 'Pending',
    due: 'Due',
    overdue: 'Overdue',
    partiallyPaid: 'Partially paid',
    refund: 'Refund',
  }),
  ...group('ticket', {
    recentlyEdited: 'This ticket has been recently edited. Please wait 15 minutes before editing it again.',
    fillFields: 'Please fill out the following fields: {{fields}}',
    changeDetails: 'Please change the ticket details.',
    updated: 'Ticket {{code}} updated successfully.',
    reassign: 'Reassign this ticket to the new email address',
    // Manage ticket field names, listed in 'ticket.fillFields' (docs/spec.md §5).
    fullName: 'Full name',
    email: 'Email',
    age: 'Age range',
    country: 'Country',
  }),
  ...group('travel', {
    selectRequired: 'Please select the travel time.',
    updated: 'Travel time updated.',
    updateFailed: 'Could not update travel time. Please try later.',
  }),
  ...group('refund', {
    selectOne: 'Please select at least one item.',
    fillFields: 'Please fill out the following fields: {{fields}}',
    // Refund bank step field names, listed in 'refund.fillFields' (docs/spec.md §5), and advice on their shape.
    bankOwnerFullName: "Account holder's full name",
    bankName: 'Bank name',
    bankCity: 'Bank city',
    bankCountry: 'Bank country',
    bankBic: 'BIC/SWIFT number',
    bankIban: 'IBAN',
    bankAccount: 'Bank account number',
    ibanInvalid: 'This IBAN does not look right. Please check it.',
    bicInvalid: 'This BIC/SWIFT number does not look right: it has 8 or 11 letters and digits. Please check it.',
    submitted: 'Refund request submitted successfully.',
    cancelled: 'Refund {{id}} cancelled successfully.',
    // The refund wizard, the refunds table and the refund detail (docs/spec.md §2, §9).
    step: 'Step {{n}} of {{of}}: {{title}}',
    stepSelect: 'Choose the items',
    stepDetails: 'Bank details',
    stepConfirm: 'Confirm your request',
    next: 'Next',
    back: 'Back',
    send: 'Request refund',
    tickets: 'Tickets',
    merchandise: 'Merchandise',
    noMixing: 'Tickets and merchandise cannot be refunded in one request.',
    notRefundable: 'Not refundable',
    nothing: 'Nothing on this order can be refunded.',
    wholePlan: 'This order has a payment plan, so it is refunded as a whole.',
    ownerAddress: "Account holder's address",
    note: 'Note (optional)',
    item: 'Item',
    price: 'Price',
    total: 'Refund total',
    totalPaid: 'Total paid',
    fees: 'Booking fees',
    refundFees: 'Refund fees',
    shippingRefund: 'Shipping refund',
    includesShipping: 'includes a shipping refund of {{amount}}',
    completedAt: 'Completed',
    cancel: 'Cancel refund',
    cancelTitle: 'Cancel refund {{id}}?',
    cancelText: 'Your refund request will be withdrawn and your items stay as they were.',
    keep: 'Keep request',
    none: 'You have no refunds.',
    manage: 'Manage refund {{id}}',
  }),

  // Terms acceptance and payment plan links (docs/spec.md §2, §8).
  ...group('terms', {
    linkExpiredTitle: 'Link expired',
    linkExpired: 'This link has expired.',
    loginHint: 'Please log in to the portal to see your orders.',
    accept: 'Accept Terms and Conditions',
    proceedToPayment: 'Proceed to payment',
    thankYou: 'Thank you! Please check your email for further instructions.',
    pleaseWait: 'Please wait',
    orderRequired: 'Please accept the Terms and Conditions.',
    checkbox: 'I accept the Terms and Conditions',
    read: 'Read the Terms and Conditions',
    modalTitle: 'Terms and Conditions',
  }),
  ...group('plan', {
    makePayment: 'Make payment',
    termsRequired: 'Please accept the Terms and Conditions.',
    maxAttempts: 'You can make a maximum of {{max}} attempts for each payment. If you are having trouble paying, please contact us.',
    contactUs: 'Please contact us immediately before making another payment attempt.',
    activeRefund:
      'You have an active refund request on this order. Please cancel the refund request if you wish to continue with the payment plan.',
  }),
};

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
