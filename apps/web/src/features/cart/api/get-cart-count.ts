import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { queryKeys } from '@/lib/query-keys';

/** Spec §8: a failed count reads as 0. */
export async function getCartCount(): Promise<number> {
  try {
    const r = await api.get('/api/cart/count');
    return typeof r.count === 'number' ? r.count : 0;
  } catch {
    return 0;
  }
}

export function useCartCount(userId: string | undefined) {
  return useQuery({ queryKey: [...queryKeys.cartCount, userId ?? 'anon'], queryFn: getCartCount, staleTime: 10_000 });
}
