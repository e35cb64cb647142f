/** A tiny toast store (spec §2: top-right container, 3 s auto-close). Rendered by components/ui/toaster. */
export type ToastKind = 'success' | 'error' | 'info';
export interface ToastItem {
  id: number;
  kind: ToastKind;
  message: string;
}

export const TOAST_DURATION_MS = 3000;

let items: ToastItem[] = [];
let nextId = 1;
const listeners = new Set<() => void>();

function emit() {
  for (const l of listeners) l();
}

function show(kind: ToastKind, message: string, durationMs = TOAST_DURATION_MS): number {
  const id = nextId++;
  items = [...items, { id, kind, message }];
  emit();
  if (durationMs > 0) setTimeout(() => dismiss(id), durationMs);
  return id;
}

export function dismiss(id: number): void {
  const before = items.length;
  items = items.filter((t) => t.id !== id);
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
  success: (message: string, durationMs?: number) => show('success', message, durationMs),
  error: (message: string, durationMs?: number) => show('error', message, durationMs),
  info: (message: string, durationMs?: number) => show('info', message, durationMs),
  dismiss,
};
