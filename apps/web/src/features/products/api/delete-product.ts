import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { adminKeys } from '@/lib/admin-keys';

export function deleteProduct(id: string) {
  return api.delete('/api/products/{id}', { path: { id } });
}

export function useDeleteProduct() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: deleteProduct,
    onSuccess: () => qc.invalidateQueries({ queryKey: adminKeys.products() }),
  });
}
