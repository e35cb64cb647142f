import { api, type Body } from '@/lib/api';

/** POST /shop/ragister/shopform (the spec's path, spelling included): a vendor asks to sell on Bazaar. */
export const sendShopRequest = (body: Body<'/shop/ragister/shopform', 'post'>) => api.post('/shop/ragister/shopform', { body });
