/** The placeholders of docs/embed-contract.md §2, `data-event-shop="PART"`. */
export const PARTS = ['app', 'header', 'nav', 'view', 'side', 'cart', 'account', 'footer'] as const;
export type Part = (typeof PARTS)[number];

export const isPart = (value: string | null | undefined): value is Part => (PARTS as readonly unknown[]).includes(value);
