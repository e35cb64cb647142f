import { usePageTitle } from '@/hooks/use-page-title';
import { ButtonLink } from '@/components/ui/button';
import { Page } from '@/components/ui/page';

export function NotFoundPage() {
  usePageTitle('Page not found');
  return (
    <Page narrow className="py-20 text-center">
      <p className="text-6xl font-black text-saffron-600" aria-hidden="true">
        404
      </p>
      <h1 className="mt-4 text-3xl font-bold text-ink-900">Page not found</h1>
      <p className="mt-2 text-ink-600">The page you are looking for does not exist or has moved.</p>
      <div className="mt-8 flex justify-center gap-3">
        <ButtonLink to="/">Back to Home</ButtonLink>
        <ButtonLink to="/contact" variant="outline">
          Contact Us
        </ButtonLink>
      </div>
    </Page>
  );
}
