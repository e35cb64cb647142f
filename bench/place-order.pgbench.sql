-- The SQL of one iteration of the bench's place-order loop, as the server runs it (cart.repo.ts,
-- cart.service.ts, orders.repo.ts, place-order.service.ts, order-dto.ts, session.repo.ts):
-- POST /api/cart/add (+1 of one product), then POST /api/orders for that one-line cart.
-- Each pgbench client is its own shopper (like the bench's 16 workers), so clients never wait on each other's cart.
\set shopper 100 + :client_id
\set product random(1, 1000)
\set sess random(1, 1000000)
-- ---- POST /api/cart/add ----
SELECT u.id, u.name, u.email, u.role, u.phone, s.id_hash, s.last_seen_at FROM sessions s JOIN users u ON u.id = s.user_id
  WHERE s.id_hash = md5('sess' || :sess) AND s.expires_at > now() AND s.last_seen_at > now() - interval '7 days' LIMIT 1;
BEGIN;
SELECT id, quantity FROM products WHERE id = overlay(overlay(md5('product' || :product) placing '4' from 13) placing '8' from 17)::uuid LIMIT 1;
INSERT INTO cart_lines (user_id, product_id, quantity, created_at)
  VALUES (overlay(overlay(md5('shopper' || :shopper) placing '4' from 13) placing '8' from 17)::uuid,
          overlay(overlay(md5('product' || :product) placing '4' from 13) placing '8' from 17)::uuid, 1, now())
  ON CONFLICT (user_id, product_id) DO UPDATE SET quantity = cart_lines.quantity + excluded.quantity RETURNING quantity;
COMMIT;
SELECT c.product_id, c.quantity, p.name, p.price_paise, p.image, p.unit, p.sub_category, p.shop_id, sh.name, p.quantity
  FROM cart_lines c JOIN products p ON p.id = c.product_id JOIN shops sh ON sh.id = p.shop_id
  WHERE c.user_id = overlay(overlay(md5('shopper' || :shopper) placing '4' from 13) placing '8' from 17)::uuid ORDER BY c.created_at, c.product_id;
-- ---- POST /api/orders ----
SELECT u.id, u.name, u.email, u.role, u.phone, s.id_hash, s.last_seen_at FROM sessions s JOIN users u ON u.id = s.user_id
  WHERE s.id_hash = md5('sess' || :sess) AND s.expires_at > now() AND s.last_seen_at > now() - interval '7 days' LIMIT 1;
BEGIN ISOLATION LEVEL READ COMMITTED;
SELECT c.product_id, c.quantity, p.name, p.price_paise, p.image, p.unit, p.sub_category, p.shop_id, sh.name, p.quantity
  FROM cart_lines c JOIN products p ON p.id = c.product_id JOIN shops sh ON sh.id = p.shop_id
  WHERE c.user_id = overlay(overlay(md5('shopper' || :shopper) placing '4' from 13) placing '8' from 17)::uuid ORDER BY c.created_at, c.product_id
  FOR UPDATE OF c;
INSERT INTO checkouts (id, user_id, idempotency_key, address, total_paise, created_at)
  VALUES (gen_random_uuid(), overlay(overlay(md5('shopper' || :shopper) placing '4' from 13) placing '8' from 17)::uuid, NULL, 'Flat 12, MG Road, Pune 411001, 9876543210', 26000, now())
  ON CONFLICT (user_id, idempotency_key) DO NOTHING RETURNING id \gset ck_
UPDATE products SET quantity = quantity - 1
  WHERE id = overlay(overlay(md5('product' || :product) placing '4' from 13) placing '8' from 17)::uuid AND quantity >= 1 RETURNING id;
INSERT INTO orders (id, checkout_id, user_id, shop_id, address, payment_method, status, subtotal_paise, delivery_paise, total_paise, created_at)
  SELECT gen_random_uuid(), ':ck_id'::uuid, overlay(overlay(md5('shopper' || :shopper) placing '4' from 13) placing '8' from 17)::uuid, p.shop_id,
         'Flat 12, MG Road, Pune 411001, 9876543210', 'COD', 'Pending', 20000, 6000, 26000, now()
  FROM products p WHERE p.id = overlay(overlay(md5('product' || :product) placing '4' from 13) placing '8' from 17)::uuid RETURNING id \gset ord_
INSERT INTO order_items (id, order_id, product_id, name, unit, sub_category, price_paise, quantity)
  VALUES (gen_random_uuid(), ':ord_id'::uuid, overlay(overlay(md5('product' || :product) placing '4' from 13) placing '8' from 17)::uuid, 'Item', 'piece', NULL, 20000, 1);
DELETE FROM cart_lines WHERE user_id = overlay(overlay(md5('shopper' || :shopper) placing '4' from 13) placing '8' from 17)::uuid
  AND product_id IN (overlay(overlay(md5('product' || :product) placing '4' from 13) placing '8' from 17)::uuid);
COMMIT;
SELECT o.id, o.checkout_id, o.user_id, o.shop_id, o.address, o.payment_method, o.status, o.subtotal_paise, o.delivery_paise, o.total_paise,
       o.created_at, o.delivered_at, u.name, u.email, sh.name, sh.address, sh.phone, sh.gstnumber
  FROM orders o JOIN users u ON u.id = o.user_id JOIN shops sh ON sh.id = o.shop_id
  WHERE o.checkout_id = ':ck_id'::uuid AND o.user_id = overlay(overlay(md5('shopper' || :shopper) placing '4' from 13) placing '8' from 17)::uuid
  ORDER BY o.created_at DESC, o.id DESC;
SELECT * FROM order_items WHERE order_id IN (':ord_id'::uuid) ORDER BY order_id, id;
