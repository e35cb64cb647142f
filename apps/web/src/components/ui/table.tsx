import type { HTMLAttributes, ReactNode, TdHTMLAttributes, ThHTMLAttributes } from 'react';
import { cn } from './cn';

/**
 * A data table that scrolls sideways inside its own box (never the page) on narrow screens.
 * The scroll box is focusable and named so keyboard users can scroll it too. It is `relative` so that
 * visually hidden (absolutely positioned) text in cells stays inside it instead of widening the page.
 */
export function DataTable({
  label,
  children,
  className,
  minWidth = '48rem',
  stackOnPhone = false,
}: {
  label: string;
  children: ReactNode;
  className?: string;
  minWidth?: string;
  /** Below 640 px, each row is a card of "column: value" lines (give every Td a `data-label`); see index.css. */
  stackOnPhone?: boolean;
}) {
  return (
    <div
      role="region"
      aria-label={label}
      tabIndex={0}
      className={cn(
        'relative max-w-full overflow-x-auto rounded-2xl border border-ink-200 bg-white shadow-sm focus-visible:ring-2 focus-visible:ring-accent-600 focus-visible:outline-none',
        stackOnPhone && 'stack-on-phone',
        className,
      )}
    >
      <table className="w-full border-collapse text-left text-sm" style={{ minWidth }}>
        {children}
      </table>
    </div>
  );
}

export function Th({ className, ...rest }: ThHTMLAttributes<HTMLTableCellElement>) {
  return (
    <th
      scope="col"
      className={cn('border-b border-ink-200 bg-ink-100 px-3 py-2.5 text-xs font-bold tracking-wide text-ink-700 uppercase', className)}
      {...rest}
    />
  );
}

export function Td({ className, ...rest }: TdHTMLAttributes<HTMLTableCellElement>) {
  return <td className={cn('border-b border-ink-100 px-3 py-3 align-top text-ink-800', className)} {...rest} />;
}

export function Tr({ className, ...rest }: HTMLAttributes<HTMLTableRowElement>) {
  return <tr className={cn('hover:bg-saffron-50/50', className)} {...rest} />;
}
