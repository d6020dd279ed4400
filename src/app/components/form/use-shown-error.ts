import { VALIDATION_DELAY_MS } from '../../../domain/constants.ts';
import { useDebouncedValue } from '../../lib/use-debounced-value.ts';

/**
 * A field's validation message as shown: a message appears once the field has been in error for
 * the spec's validation delay (100 ms, section 9), so it does not flash while the candidate types
 * through a momentarily invalid value; once the field is right, the message goes at once.
 */
export function useShownError<T extends string | undefined>(error: T): T | undefined {
  const settled = useDebouncedValue(error, VALIDATION_DELAY_MS);
  return error && settled ? error : undefined;
}
