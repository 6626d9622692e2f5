/**
 * A small validator of the schema.org JSON-LD the shop writes (docs/embed-contract.md §3
 * `structuredData`), for the types it may use: which properties schema.org gives each type
 * (its own and those it inherits, from schema.org's type pages), what the properties that
 * hold other entities accept, and the values Google's rich-result documentation asks for.
 *
 * `errors`: what schema.org does not allow: a `@context` other than https://schema.org (or one
 * on a nested entity), an unknown `@type`, a property the type does not have, an entity a
 * property does not take, a null, an empty text or list, a date that is not ISO 8601, a price
 * that is not a numeric string, an availability that is not an ItemAvailability URL.
 * `google`: what Google's documentation requires beyond that (Event: name, startDate,
 * location; Product: name and one of offers, review, aggregateRating; Offer: price,
 * priceCurrency, availability), as "Type.property" for each missing one.
 */

const THING = [
  '@type',
  '@id',
  'name',
  'description',
  'url',
  'image',
  'sameAs',
  'identifier',
  'alternateName',
  'disambiguatingDescription',
  'additionalType',
  'mainEntityOfPage',
  'potentialAction',
  'subjectOf',
];

const EVENT = [
  'startDate',
  'endDate',
  'doorTime',
  'duration',
  'location',
  'offers',
  'eventStatus',
  'eventAttendanceMode',
  'previousStartDate',
  'organizer',
  'performer',
  'performers',
  'attendee',
  'audience',
  'about',
  'actor',
  'composer',
  'contributor',
  'director',
  'funder',
  'sponsor',
  'inLanguage',
  'isAccessibleForFree',
  'keywords',
  'maximumAttendeeCapacity',
  'maximumPhysicalAttendeeCapacity',
  'maximumVirtualAttendeeCapacity',
  'remainingAttendeeCapacity',
  'typicalAgeRange',
  'superEvent',
  'subEvent',
  'subEvents',
  'eventSchedule',
  'workFeatured',
  'workPerformed',
  'recordedIn',
  'review',
  'aggregateRating',
  'translator',
];

const PRODUCT = [
  'sku',
  'gtin',
  'gtin8',
  'gtin12',
  'gtin13',
  'gtin14',
  'mpn',
  'productID',
  'brand',
  'manufacturer',
  'model',
  'category',
  'color',
  'material',
  'pattern',
  'size',
  'weight',
  'width',
  'height',
  'depth',
  'offers',
  'review',
  'aggregateRating',
  'audience',
  'award',
  'countryOfOrigin',
  'hasMerchantReturnPolicy',
  'isRelatedTo',
  'isSimilarTo',
  'isVariantOf',
  'itemCondition',
  'keywords',
  'logo',
  'releaseDate',
  'productionDate',
  'purchaseDate',
  'slogan',
];

const OFFER = [
  'price',
  'priceCurrency',
  'priceSpecification',
  'priceValidUntil',
  'availability',
  'availabilityStarts',
  'availabilityEnds',
  'validFrom',
  'validThrough',
  'url',
  'sku',
  'gtin',
  'mpn',
  'category',
  'itemCondition',
  'itemOffered',
  'seller',
  'offeredBy',
  'eligibleQuantity',
  'eligibleRegion',
  'inventoryLevel',
  'businessFunction',
  'acceptedPaymentMethod',
  'shippingDetails',
  'hasMerchantReturnPolicy',
  'areaServed',
  'serialNumber',
];

const PLACE = [
  'address',
  'geo',
  'latitude',
  'longitude',
  'telephone',
  'faxNumber',
  'hasMap',
  'containedInPlace',
  'containsPlace',
  'event',
  'openingHoursSpecification',
  'isAccessibleForFree',
  'maximumAttendeeCapacity',
  'publicAccess',
  'logo',
  'photo',
  'review',
  'aggregateRating',
];

const POSTAL_ADDRESS = [
  'streetAddress',
  'addressLocality',
  'addressRegion',
  'postalCode',
  'addressCountry',
  'postOfficeBoxNumber',
  'email',
  'telephone',
  'faxNumber',
  'contactType',
  'areaServed',
  'availableLanguage',
];

const ITEM_LIST = ['itemListElement', 'itemListOrder', 'numberOfItems'];
const LIST_ITEM = ['item', 'position', 'nextItem', 'previousItem'];

/** Each type with every property schema.org gives it. */
const PROPERTIES: Record<string, Set<string>> = {
  Event: new Set([...THING, ...EVENT]),
  Product: new Set([...THING, ...PRODUCT]),
  Offer: new Set([...THING, ...OFFER]),
  Place: new Set([...THING, ...PLACE]),
  PostalAddress: new Set([...THING, ...POSTAL_ADDRESS]),
  ItemList: new Set([...THING, ...ITEM_LIST]),
  ListItem: new Set([...THING, ...LIST_ITEM]),
};

const THINGS = Object.keys(PROPERTIES);

/** The types a property that holds an entity takes (among those above); any other property holds values. */
const RANGES: Record<string, string[]> = {
  offers: ['Offer'],
  location: ['Place', 'PostalAddress'],
  address: ['PostalAddress'],
  itemListElement: ['ListItem', ...THINGS],
  item: THINGS,
  superEvent: ['Event'],
  subEvent: ['Event'],
  itemOffered: ['Product', 'Event'],
  containedInPlace: ['Place'],
};

const DATES = new Set([
  'startDate',
  'endDate',
  'doorTime',
  'previousStartDate',
  'validFrom',
  'validThrough',
  'priceValidUntil',
  'availabilityStarts',
  'availabilityEnds',
  'releaseDate',
]);
const URLS = new Set(['url', 'image', 'sameAs', 'logo', 'hasMap']);

// ISO 8601: a date, or a date and time with an optional offset.
const ISO_8601 = /^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})?)?$/;
const ENUMS: Record<string, string[]> = {
  availability: [
    'BackOrder',
    'Discontinued',
    'InStock',
    'InStoreOnly',
    'LimitedAvailability',
    'MadeToOrder',
    'OnlineOnly',
    'OutOfStock',
    'PreOrder',
    'PreSale',
    'Reserved',
    'SoldOut',
  ],
  eventStatus: ['EventCancelled', 'EventMovedOnline', 'EventPostponed', 'EventRescheduled', 'EventScheduled'],
  eventAttendanceMode: ['OfflineEventAttendanceMode', 'OnlineEventAttendanceMode', 'MixedEventAttendanceMode'],
};

/** Google's required properties of a rich result, per type: each entry is one property or a choice of several. */
const GOOGLE_REQUIRED: Record<string, string[][]> = {
  Event: [['name'], ['startDate'], ['location']],
  Product: [['name'], ['offers', 'review', 'aggregateRating']],
  Offer: [['price'], ['priceCurrency'], ['availability']],
};

export interface SchemaReport {
  errors: string[];
  google: string[];
}

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

function checkValue(property: string, value: unknown, where: string, report: SchemaReport): void {
  if (value === null || value === undefined) return void report.errors.push(`${where}: null`);
  if (Array.isArray(value)) {
    if (value.length === 0) report.errors.push(`${where}: an empty list`);
    return value.forEach((entry, i) => checkValue(property, entry, `${where}[${i}]`, report));
  }
  if (isObject(value)) {
    const range = RANGES[property];
    if (!range) return void report.errors.push(`${where}: ${property} takes no entity`);
    return checkEntity(value, where, report, range);
  }
  if (typeof value === 'string' && value.trim() === '') return void report.errors.push(`${where}: an empty text`);
  if (DATES.has(property) && !(typeof value === 'string' && ISO_8601.test(value) && !Number.isNaN(Date.parse(value))))
    report.errors.push(`${where}: ${JSON.stringify(value)} is no ISO 8601 date`);
  if (URLS.has(property) && !(typeof value === 'string' && /^https?:\/\/[^\s]+$/.test(value) && URL.canParse(value)))
    report.errors.push(`${where}: ${JSON.stringify(value)} is no absolute http(s) URL`);
  if (property === 'price' && !(typeof value === 'string' && /^\d+(\.\d+)?$/.test(value)))
    report.errors.push(`${where}: ${JSON.stringify(value)} is no numeric string`);
  if (property === 'priceCurrency' && !(typeof value === 'string' && /^[A-Z]{3}$/.test(value)))
    report.errors.push(`${where}: ${JSON.stringify(value)} is no ISO 4217 code`);
  if (property === 'position' && !(typeof value === 'number' && Number.isInteger(value) && value >= 1))
    report.errors.push(`${where}: ${JSON.stringify(value)} is no position`);
  const members = ENUMS[property];
  if (members && !(typeof value === 'string' && members.some((m) => value === `https://schema.org/${m}`)))
    report.errors.push(`${where}: ${JSON.stringify(value)} is no https://schema.org/ member of ${property}'s enumeration`);
}

function checkEntity(entity: Record<string, unknown>, where: string, report: SchemaReport, range: string[]): void {
  const type = entity['@type'];
  if (typeof type !== 'string' || !PROPERTIES[type]) return void report.errors.push(`${where}: unknown @type ${JSON.stringify(type)}`);
  if (!range.includes(type)) report.errors.push(`${where}: @type ${type}, where ${range.join(' or ')} belongs`);
  const at = `${where} (${type})`;
  for (const [property, value] of Object.entries(entity)) {
    if (property === '@context') report.errors.push(`${at}: @context on a nested entity`);
    else if (!PROPERTIES[type].has(property)) report.errors.push(`${at}: ${property} is no property of ${type}`);
    else if (property !== '@type') checkValue(property, value, `${at}.${property}`, report);
  }
  for (const choice of GOOGLE_REQUIRED[type] ?? [])
    if (!choice.some((property) => property in entity)) report.google.push(`${type}.${choice.join('|')}`);
}

/** Validate one JSON-LD document (the parsed text of one script): a node, or an `@graph` of nodes. */
export function validateJsonLd(doc: unknown): SchemaReport {
  const report: SchemaReport = { errors: [], google: [] };
  if (!isObject(doc)) return { errors: ['the document is no JSON object'], google: [] };
  if (doc['@context'] !== 'https://schema.org') report.errors.push(`@context ${JSON.stringify(doc['@context'])} is not https://schema.org`);
  const { '@context': _context, ...node } = doc;
  void _context;
  const graph = node['@graph'];
  if (graph === undefined) checkEntity(node, '$', report, THINGS);
  else if (!Array.isArray(graph) || graph.length === 0 || Object.keys(node).length > 1)
    report.errors.push('@graph must be a non-empty list beside @context only');
  else
    graph.forEach((entity, i) =>
      isObject(entity) ? checkEntity(entity, `$['@graph'][${i}]`, report, THINGS) : report.errors.push(`$['@graph'][${i}]: no entity`),
    );
  return report;
}
