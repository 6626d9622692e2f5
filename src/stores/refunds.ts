import { ApiError } from '../api/client';
import { cancelRefund as cancelRefundCall, requestRefund as requestRefundCall, type RefundRequest } from '../api/portal';
import type { Result } from '../api/result';
import type { Id } from '../api/types';
import { perform } from '../feedback/feedback';
import { send } from './runtime';
import { changeData, receiveData } from './shop-data';

/**
 * The refund calls (docs/spec.md §7 `/request-refund`, `/cancel-refund`). The request's
 * bank details pass straight from the wizard's form to the call: nothing here
 * keeps them, and nothing is written to storage.
 */

/**
 * `/request-refund`: the answer's data replaces ours, 'Refund request
 * submitted successfully.', and the new refund's id (`data.refundId`). A
 * failure shows as the shared form error (the server's field errors one per line).
 */
export const requestRefund = (request: RefundRequest): Promise<Result<Id | null>> =>
  perform(
    '/request-refund',
    async () => {
      const { data } = await send(requestRefundCall(request));
      receiveData(data);
      return data.refundId;
    },
    'refund.submitted',
  );

/** The server refused some of the fields it was sent (422 `errors`): the bank details need another look. */
export const fieldsRefused = (error: Error): boolean =>
  error instanceof ApiError && !!error.fieldErrors && Object.keys(error.fieldErrors).length > 0;

/** `/cancel-refund`: the answer's data replaces ours, 'Refund <id> cancelled successfully.'; a failure is a toast. */
export const cancelRefund = (id: Id): Promise<Result<void>> =>
  changeData('/cancel-refund', cancelRefundCall(id), 'refund.cancelled', { id: String(id) });
