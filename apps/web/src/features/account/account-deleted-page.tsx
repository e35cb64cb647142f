import { Link, useLocation } from 'react-router';
import { ERASURE_KEPT } from '@bazaar/shared';
import { usePageTitle } from '@/hooks/use-page-title';
import { Page } from '@/components/ui/page';
import { PageHeader } from '@/components/ui/page-header';

/** /account/deleted — the final notice after an erasure: what was done, what was kept and why (decision 085). */
export function AccountDeletedPage() {
  usePageTitle('Account deleted');
  const state = (useLocation().state ?? {}) as { message?: string; kept?: string[] };
  const kept = state.kept ?? [...ERASURE_KEPT];
  return (
    <Page narrow className="max-w-lg">
      <PageHeader title="Your account is deleted" />
      <div className="space-y-3 text-ink-800" data-testid="account-deleted">
        <p role="status">{state.message ?? 'Your account is erased and you are logged out.'}</p>
        <p className="font-semibold">What we kept, and why:</p>
        <ul className="list-disc space-y-1 pl-6">
          {kept.map((k) => (
            <li key={k}>{k}</li>
          ))}
        </ul>
        <p>
          <Link to="/" className="font-semibold text-accent-800 underline">
            Back to Bazaar
          </Link>
        </p>
      </div>
    </Page>
  );
}
