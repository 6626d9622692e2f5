import { field, type Instant } from '../../src/api/reader';

/** A time of the shop's models, read from `text` by api/reader.ts as an answer's time is, shown in `zone`. */
export const instant = (text: string, zone = 'UTC'): Instant => field('t', text, { call: '/test', unit: 100, zone }, 'test') as Instant;
