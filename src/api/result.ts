/**
 * What a change returns (a change is sent one way only): its value, or
 * the error that stopped it. Store actions return a Result and never reject, so
 * a form keeps its values and no screen catches an ApiError itself.
 */
export type Result<T> = { ok: true; value: T } | { ok: false; error: Error };

export const succeeded = <T>(value: T): Result<T> => ({ ok: true, value });

export const failed = (error: unknown): { ok: false; error: Error } => ({
  ok: false,
  error: error instanceof Error ? error : new Error(String(error)),
});

/** Run a call and turn its outcome into a Result. */
export async function attempt<T>(run: () => Promise<T>): Promise<Result<T>> {
  try {
    return succeeded(await run());
  } catch (error) {
    return failed(error);
  }
}
