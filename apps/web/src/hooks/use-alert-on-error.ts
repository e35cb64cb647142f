import { useEffect, useRef } from 'react';
import { toast } from '@/lib/toast';

/**
 * Shows the spec's alert text once when a list fails to load (spec §8 "... load failure: Alert ..."), as an error
 * toast in the page rather than a browser pop-up (docs/decisions: issue-10 departures).
 */
export function useAlertOnError(isError: boolean, message: string): void {
  const shown = useRef(false);
  useEffect(() => {
    if (isError && !shown.current) {
      shown.current = true;
      toast.error(message);
    }
    if (!isError) shown.current = false;
  }, [isError, message]);
}
