import { cn } from './cn';

export function Spinner({ label = 'Loading', className }: { label?: string; className?: string }) {
  return (
    <div role="status" className={cn('flex items-center justify-center gap-3 py-10 text-ink-600', className)}>
      <span className="size-6 animate-spin rounded-full border-[3px] border-saffron-300 border-t-saffron-700" aria-hidden="true" />
      <span>{label}</span>
    </div>
  );
}
