import { useRef, type ReactNode } from 'react';
import type { ReviewDto } from '@bazaar/shared';
import { Page } from '@/components/ui/page';
import { PageHeader } from '@/components/ui/page-header';
import { Pagination } from '@/components/ui/pagination';
import { Spinner } from '@/components/ui/spinner';
import { usePageTitle } from '@/hooks/use-page-title';
import { t } from '@/i18n/i18n';

/** A page of reviews as the owner's and the platform's reviews calls answer it. */
interface ReviewPage<R> {
  items: R[];
  page: number;
  totalPages: number;
}

/** Whose page: its title (also the tab's), subtitle, spinner label, pages label and the list's test id. */
const PAGES = {
  owner: { title: 'nav.reviews', subtitle: 'admin.reviewsSubtitle', loading: 'admin.reviewsLoading', pages: 'admin.reviewPages', list: 'owner-reviews' },
  platform: {
    title: 'superadmin.reviews',
    subtitle: 'superadmin.reviewsSubtitle',
    loading: 'superadmin.reviewsLoading',
    pages: 'superadmin.reviewPages',
    list: 'platform-reviews',
  },
} as const;

/**
 * The frame of the shop owner's and the platform owner's Reviews pages: the header, a spinner while the page of
 * reviews loads, what to say when it cannot be read or holds none, and the list with its pages; turning a page
 * brings the header back into view. Each page keeps what is its own: what a review is about and its action (a reply, or hide and show), and how a failure reads (`failed`; without it, `empty` says it).
 */
export function ReviewsPageFrame<R extends ReviewDto>({
  whose,
  query,
  onPage,
  failed,
  empty,
  children,
}: {
  whose: keyof typeof PAGES;
  query: { isPending: boolean; isError: boolean; data?: ReviewPage<R> };
  onPage: (page: number) => void;
  failed?: ReactNode;
  empty: ReactNode;
  /** One review's `<li>` (a `ReviewItem`). */
  children: (review: R) => ReactNode;
}) {
  const texts = PAGES[whose];
  usePageTitle(t(texts.title));
  const top = useRef<HTMLDivElement>(null);
  const data = query.data;
  const turn = (p: number) => {
    onPage(p);
    top.current?.scrollIntoView({ block: 'start' });
  };
  return (
    <Page narrow>
      <div ref={top} className="scroll-mt-24">
        <PageHeader title={t(texts.title)} subtitle={t(texts.subtitle)} />
      </div>
      {query.isPending ? (
        <Spinner label={t(texts.loading)} />
      ) : query.isError && failed ? (
        failed
      ) : !data || data.items.length === 0 ? (
        empty
      ) : (
        <div className="space-y-6">
          <ul className="divide-y divide-ink-100 rounded-2xl border border-ink-200 bg-white px-4 shadow-sm sm:px-5" data-testid={texts.list}>
            {data.items.map(children)}
          </ul>
          <Pagination page={data.page} totalPages={data.totalPages} onChange={turn} label={t(texts.pages)} />
        </div>
      )}
    </Page>
  );
}
