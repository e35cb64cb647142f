import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { usePublicProfile } from '@/lib/public-profile';
import { useGrievanceInfo } from '@/lib/grievance-officer';

/** A page's state in words while its data loads or when it cannot. */
export function Loading({ what, error }: { what: string; error?: boolean }) {
  return error ? (
    <p role="alert" className="rounded-lg border border-red-300 bg-red-50 px-3 py-2 text-sm font-medium text-red-700">
      Could not load the {what}. Please reload the page.
    </p>
  ) : (
    <p role="status" className="text-ink-700">
      Loading the {what}…
    </p>
  );
}

export function PolicySection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="space-y-2">
      <h2 className="text-xl font-bold text-ink-900">{title}</h2>
      <div className="space-y-2 leading-relaxed text-ink-800">{children}</div>
    </section>
  );
}

/** Who to write to: the platform's support contacts and the grievance officer, from the platform settings. */
export function ContactBlock() {
  const profile = usePublicProfile().data;
  const officer = useGrievanceInfo().data?.grievanceOfficer;
  return (
    <PolicySection title="Who to contact">
      {profile && (profile.supportEmail || profile.supportPhone || profile.supportAddress) ? (
        <p data-testid="policy-support">Bazaar support: {[profile.supportEmail, profile.supportPhone, profile.supportAddress].filter(Boolean).join(' · ')}</p>
      ) : (
        <p>
          Write to us from the{' '}
          <Link to="/contact" className="font-semibold text-accent-800 underline">
            contact page
          </Link>
          .
        </p>
      )}
      {officer ? (
        <p data-testid="policy-officer">
          Grievance officer: {officer.name}, {officer.designation} · {officer.email} · {officer.phone}
        </p>
      ) : (
        <p>The grievance officer’s details are on the grievance redressal page once the platform owner enters them.</p>
      )}
      <p>
        <Link to="/grievance-redressal" className="font-semibold text-accent-800 underline">
          How complaints are handled
        </Link>
      </p>
    </PolicySection>
  );
}

export const LAW_NOTE = 'Law as in force in November 2026. This page describes how Bazaar works; it is not legal advice.';
