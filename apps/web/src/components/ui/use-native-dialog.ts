import { useEffect, useRef, type SyntheticEvent } from 'react';

/**
 * Drives a native <dialog> from React state: opens it as a modal (the browser traps focus and restores it to
 * the opener) and turns Escape into `onClose` so React stays the owner of `open`.
 */
export function useNativeDialog(open: boolean, onClose: () => void) {
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const d = ref.current;
    if (!d) return;
    if (open && !d.open) d.showModal();
    if (!open && d.open) d.close();
  }, [open]);
  const onCancel = (e: SyntheticEvent<HTMLDialogElement>) => {
    e.preventDefault();
    onClose();
  };
  return { ref, onCancel };
}
