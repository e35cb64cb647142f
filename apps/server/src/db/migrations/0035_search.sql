-- Issue 25 (decision 069): product search on the database. search_norm(text) is the normaliser of
-- apps/server/src/modules/search/domain/normalise.ts written in SQL (search-norm.test.ts holds the two equal);
-- search_docs holds each product's normalised words as a tsvector (name A, category and sub-category B,
-- description C), written by a trigger in the transaction that writes the product, whatever the writer;
-- search_vocab is every word seen, for typo tolerance and "did you mean" (trigram index).
CREATE OR REPLACE FUNCTION search_fold_word(word text) RETURNS text
LANGUAGE plpgsql IMMUTABLE PARALLEL SAFE AS $$
DECLARE w text := word;
BEGIN
  IF w !~ '^[a-z]+$' THEN RETURN w; END IF;
  IF length(w) > 3 THEN
    w := regexp_replace(w, '(ch|sh|x|ss)es$', '\1', 'g');
    w := regexp_replace(w, 'ies$', 'i', 'g');
    w := regexp_replace(w, '([^su])s$', '\1', 'g');
  END IF;
  IF length(w) > 3 THEN w := regexp_replace(w, '([b-df-hj-np-tv-xz])y$', '\1i', 'g'); END IF;
  w := regexp_replace(w, 'sh', 's', 'g');
  w := regexp_replace(w, 'ph', 'f', 'g');
  w := regexp_replace(w, '([ktdbjc])h+', '\1', 'g');
  w := regexp_replace(w, 'w', 'v', 'g');
  w := regexp_replace(w, 'z', 'j', 'g');
  w := regexp_replace(w, 'q', 'k', 'g');
  w := regexp_replace(w, 'ee', 'i', 'g');
  w := regexp_replace(w, 'oo', 'u', 'g');
  w := regexp_replace(w, '([a-z])\1+', '\1', 'g');
  IF length(w) >= 4 AND w ~ '([b-df-hj-np-tv-z])[ae]$' THEN w := left(w, -1); END IF;
  RETURN w;
END
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION search_norm(txt text) RETURNS text
LANGUAGE plpgsql IMMUTABLE PARALLEL SAFE AS $$
DECLARE
  s text := translate(coalesce(txt, ''), 'ABCDEFGHIJKLMNOPQRSTUVWXYZ', 'abcdefghijklmnopqrstuvwxyz');
  pair text[];
  w text;
  words text[] := '{}';
BEGIN
  -- Only text with a character beyond ASCII needs the Devanagari and accent steps (all no-ops on ASCII).
  IF s ~ '[^\x01-\x7f]' THEN
    s := regexp_replace(s, 'ड़|ड़|ढ़|ढ़', 'र', 'g');
    s := regexp_replace(s, '़', '', 'g');
    s := regexp_replace(s, '([क-हक़-य़])(?![ा-्ॢॣ])', '\1A', 'g');
    s := regexp_replace(s, '्', '', 'g');
    FOREACH pair SLICE 1 IN ARRAY ARRAY[['क', 'k'], ['ख', 'kh'], ['ग', 'g'], ['घ', 'gh'], ['ङ', 'n'], ['च', 'ch'], ['छ', 'chh'], ['ज', 'j'], ['झ', 'jh'], ['ञ', 'n'], ['ट', 't'], ['ठ', 'th'], ['ड', 'd'], ['ढ', 'dh'], ['ण', 'n'], ['त', 't'], ['थ', 'th'], ['द', 'd'], ['ध', 'dh'], ['न', 'n'], ['ऩ', 'n'], ['प', 'p'], ['फ', 'ph'], ['ब', 'b'], ['भ', 'bh'], ['म', 'm'], ['य', 'y'], ['र', 'r'], ['ऱ', 'r'], ['ल', 'l'], ['ळ', 'l'], ['ऴ', 'l'], ['व', 'v'], ['श', 'sh'], ['ष', 'sh'], ['स', 's'], ['ह', 'h'], ['क़', 'k'], ['ख़', 'kh'], ['ग़', 'g'], ['ज़', 'z'], ['फ़', 'f'], ['य़', 'y'], ['अ', 'a'], ['आ', 'aa'], ['इ', 'i'], ['ई', 'ii'], ['उ', 'u'], ['ऊ', 'uu'], ['ऋ', 'ri'], ['ए', 'e'], ['ऐ', 'ai'], ['ओ', 'o'], ['औ', 'au'], ['ऑ', 'o'], ['ऍ', 'e'], ['ा', 'aa'], ['ि', 'i'], ['ी', 'ii'], ['ु', 'u'], ['ू', 'uu'], ['ृ', 'ri'], ['े', 'e'], ['ै', 'ai'], ['ो', 'o'], ['ौ', 'au'], ['ॅ', 'e'], ['ॉ', 'o'], ['ं', 'n'], ['ँ', 'n'], ['ः', 'h'], ['ॐ', 'om'], ['०', '0'], ['१', '1'], ['२', '2'], ['३', '3'], ['४', '4'], ['५', '5'], ['६', '6'], ['७', '7'], ['८', '8'], ['९', '9'], ['à', 'a'], ['á', 'a'], ['â', 'a'], ['ã', 'a'], ['ä', 'a'], ['å', 'a'], ['ā', 'a'], ['ç', 'c'], ['è', 'e'], ['é', 'e'], ['ê', 'e'], ['ë', 'e'], ['ē', 'e'], ['ì', 'i'], ['í', 'i'], ['î', 'i'], ['ï', 'i'], ['ī', 'i'], ['ñ', 'n'], ['ò', 'o'], ['ó', 'o'], ['ô', 'o'], ['õ', 'o'], ['ö', 'o'], ['ō', 'o'], ['ù', 'u'], ['ú', 'u'], ['û', 'u'], ['ü', 'u'], ['ū', 'u'], ['À', 'a'], ['Á', 'a'], ['Â', 'a'], ['Ã', 'a'], ['Ä', 'a'], ['Å', 'a'], ['Ā', 'a'], ['Ç', 'c'], ['È', 'e'], ['É', 'e'], ['Ê', 'e'], ['Ë', 'e'], ['Ē', 'e'], ['Ì', 'i'], ['Í', 'i'], ['Î', 'i'], ['Ï', 'i'], ['Ī', 'i'], ['Ñ', 'n'], ['Ò', 'o'], ['Ó', 'o'], ['Ô', 'o'], ['Õ', 'o'], ['Ö', 'o'], ['Ō', 'o'], ['Ù', 'u'], ['Ú', 'u'], ['Û', 'u'], ['Ü', 'u'], ['Ū', 'u']]::text[] LOOP
      s := replace(s, pair[1], pair[2]);
    END LOOP;
  END IF;
  s := regexp_replace(s, 'A(?![a-zA])', '', 'g');
  s := regexp_replace(s, '([aeiouA][b-df-hj-np-tv-z]+)A(?=[b-df-hj-np-tv-z]+[aeiou])', '\1', 'g');
  s := regexp_replace(s, 'A', 'a', 'g');
  s := regexp_replace(s, '[^a-z0-9]+', ' ', 'g');
  s := regexp_replace(s, '([a-z])([0-9])', '\1 \2', 'g');
  s := regexp_replace(s, '([0-9])([a-z])', '\1 \2', 'g');
  FOREACH w IN ARRAY string_to_array(btrim(s), ' ') LOOP
    IF w <> '' THEN words := words || search_fold_word(w); END IF;
  END LOOP;
  RETURN array_to_string(words, ' ');
END
$$;--> statement-breakpoint
CREATE TABLE "search_docs" (
	"product_id" uuid PRIMARY KEY NOT NULL REFERENCES "products"("id") ON DELETE cascade,
	"doc" tsvector NOT NULL
);--> statement-breakpoint
CREATE INDEX "search_docs_doc_idx" ON "search_docs" USING gin ("doc");--> statement-breakpoint
CREATE TABLE "search_vocab" (
	"term" text PRIMARY KEY NOT NULL
);--> statement-breakpoint
CREATE INDEX "search_vocab_term_trgm_idx" ON "search_vocab" USING gin ("term" gin_trgm_ops);--> statement-breakpoint
CREATE OR REPLACE FUNCTION search_product_doc(name text, category text, sub_category text, description text) RETURNS tsvector
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT setweight(to_tsvector('simple', search_norm(name)), 'A')
      || setweight(to_tsvector('simple', search_norm(coalesce(sub_category, '') || ' ' || category)), 'B')
      || setweight(to_tsvector('simple', search_norm(description)), 'C')
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION search_products_doc_trg() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE d tsvector := search_product_doc(NEW.name, NEW.category, NEW.sub_category, NEW.description);
BEGIN
  INSERT INTO search_docs (product_id, doc) VALUES (NEW.id, d)
    ON CONFLICT (product_id) DO UPDATE SET doc = excluded.doc;
  -- Words of letters only (numbers and single letters are never corrected), in a fixed order so two writers
  -- adding the same new words never wait on each other in a cycle.
  INSERT INTO search_vocab (term)
    SELECT w FROM unnest(tsvector_to_array(d)) w WHERE w ~ '^[a-z]{2,}$' ORDER BY w
    ON CONFLICT (term) DO NOTHING;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER products_search_doc_trg AFTER INSERT OR UPDATE OF name, category, sub_category, description ON products
FOR EACH ROW EXECUTE FUNCTION search_products_doc_trg();--> statement-breakpoint
INSERT INTO search_docs (product_id, doc)
  SELECT id, search_product_doc(name, category, sub_category, description) FROM products;--> statement-breakpoint
INSERT INTO search_vocab (term)
  SELECT DISTINCT w FROM search_docs, unnest(tsvector_to_array(doc)) w WHERE w ~ '^[a-z]{2,}$'
  ON CONFLICT (term) DO NOTHING;
