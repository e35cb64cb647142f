import { useEffect, useRef } from 'react';

/** Shows a browser alert once when a list fails to load (spec §8 "... load failure: Alert ..."). */
export function useAlertOnError(isError: boolean, message: string): void {
  const shown = useRef(false);
  useEffect(() => {
    if (isError && !shown.current) {
      shown.current = true;
      window.alert(message);
    }
    if (!isError) shown.current = false;
  }, [isError, message]);
}
