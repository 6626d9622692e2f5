import { changeTicket as changeTicketCall, setTravelTime as setTravelTimeCall, type TicketChange } from '../api/portal';
import type { Result } from '../api/result';
import type { Id } from '../api/types';
import { changeData } from './shop-data';

/**
 * The portal's ticket changes (docs/spec.md §7). Each takes the answer's `data` (the
 * ticket now `recentlyEdited`) and shows its failure as docs/spec.md §8 says:
 * - `/change-ticket`: the shared form error with the server's words (the
 *   screen goes back to its details step);
 * - `/set-travel-time`: the toast 'Could not update travel time. Please try later.'
 */

/** `/change-ticket`; 'Ticket <code> updated successfully.' */
export const changeTicket = (change: TicketChange): Promise<Result<void>> =>
  changeData('/change-ticket', changeTicketCall(change), 'ticket.updated', { code: change.code });

/** `/set-travel-time`; 'Travel time updated.' */
export const setTravelTime = (code: string, transportTimeId: Id): Promise<Result<void>> =>
  changeData('/set-travel-time', setTravelTimeCall(code, transportTimeId), 'travel.updated');
