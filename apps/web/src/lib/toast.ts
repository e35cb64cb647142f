/**
 * A tiny toast store (spec §2: top-right container, 3 s auto-close). Rendered by components/ui/toaster.
 * At most MAX_TOASTS show at once (the oldest gives way), and a message already on screen is not stacked
 * again: it stays, counts the repeat and restarts its timer. Two taps on a refused button read as one toast.
 */
export type ToastKind = 'success' | 'error' | 'info';
export interface ToastItem {
  id: number;
  kind: ToastKind;
  message: string;
  /** How many times this message was shown while on screen (1 = once). */
  count: number;
  /** A link the message offers (e.g. Login on 'Please login to add items to your cart.'). */
  action?: ToastAction;
}
export interface ToastAction {
  label: string;
  to: string;
  /** Router state for the link (e.g. where to come back to after logging in). */
  state?: unknown;
}

export const TOAST_DURATION_MS = 3000;
export const MAX_TOASTS = 3;

let items: ToastItem[] = [];
let nextId = 1;
const timers = new Map<number, ReturnType<typeof setTimeout>>();
const listeners = new Set<() => void>();

function emit() {
  for (const l of listeners) l();
}

function arm(id: number, durationMs: number) {
  clearTimeout(timers.get(id));
  timers.delete(id);
  if (durationMs > 0)
    timers.set(
      id,
      setTimeout(() => dismiss(id), durationMs),
    );
}

function show(kind: ToastKind, message: string, durationMs = TOAST_DURATION_MS, action?: ToastAction): number {
  const same = items.find((t) => t.kind === kind && t.message === message);
  if (same) {
    items = items.map((t) => (t === same ? { ...t, count: t.count + 1 } : t));
    arm(same.id, durationMs);
    emit();
    return same.id;
  }
  const id = nextId++;
  const kept = items.slice(Math.max(0, items.length - (MAX_TOASTS - 1)));
  for (const gone of items.slice(0, items.length - kept.length)) arm(gone.id, 0);
  items = [...kept, { id, kind, message, count: 1, action }];
  arm(id, durationMs);
  emit();
  return id;
}

export function dismiss(id: number): void {
  const before = items.length;
  items = items.filter((t) => t.id !== id);
  clearTimeout(timers.get(id));
  timers.delete(id);
  if (items.length !== before) emit();
}

export function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function getToasts(): ToastItem[] {
  return items;
}

export const toast = {
  success: (message: string, durationMs?: number, action?: ToastAction) => show('success', message, durationMs, action),
  error: (message: string, durationMs?: number, action?: ToastAction) => show('error', message, durationMs, action),
  info: (message: string, durationMs?: number, action?: ToastAction) => show('info', message, durationMs, action),
  dismiss,
};
