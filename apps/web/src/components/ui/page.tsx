import type { ReactNode } from 'react';
import { cn } from './cn';

/** The centred page container every screen uses. */
export function Page({ children, className, narrow = false }: { children: ReactNode; className?: string; narrow?: boolean }) {
  return <div className={cn('mx-auto w-full px-4 py-8 sm:px-6', narrow ? 'max-w-3xl' : 'max-w-7xl', className)}>{children}</div>;
}
