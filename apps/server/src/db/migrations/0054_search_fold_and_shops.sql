-- Issue 25 (decision 096). 1. search_norm() folds the words of a text in one pass over the whole text instead of
-- calling search_fold_word() word by word (a dozen regular expressions per word made the products trigger cost
-- about 0.36 ms a product): same answers, which search-norm.test.ts holds equal to normalise() in TypeScript.
-- 2. Shops are found by their normalised words too: search_shop_doc() (name A, category B, location C) over an
-- expression index, so "sharma kiraana" or "शर्मा किराना" finds Sharma Kirana. Nothing to backfill: the index
-- is built here, and search_docs keeps its words (search_norm answers as before).
CREATE OR REPLACE FUNCTION search_norm(txt text) RETURNS text
LANGUAGE plpgsql IMMUTABLE PARALLEL SAFE AS $$
DECLARE
  s text := translate(coalesce(txt, ''), 'ABCDEFGHIJKLMNOPQRSTUVWXYZ', 'abcdefghijklmnopqrstuvwxyz');
  pair text[];
  c text;
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
  s := btrim(s);
  -- Step 3 on the whole text at once, word by word through \m and \M (every word is all letters or all digits
  -- here, and no rule matches a space): a lookahead (?=[a-z]{4}) at the start of a word is "a word of 4+ letters".
  s := regexp_replace(s, '\m(?=[a-z]{4})([a-z]*(ch|sh|x|ss))es\M', '\1', 'g');
  s := regexp_replace(s, '\m(?=[a-z]{4})([a-z]*)ies\M', '\1i', 'g');
  s := regexp_replace(s, '\m(?=[a-z]{4})([a-z]*[a-rtv-z])s\M', '\1', 'g');
  s := regexp_replace(s, '\m(?=[a-z]{4})([a-z]*[b-df-hj-np-tv-xz])y\M', '\1i', 'g');
  s := replace(s, 'sh', 's');
  s := replace(s, 'ph', 'f');
  s := regexp_replace(s, '([ktdbjc])h+', '\1', 'g');
  s := translate(s, 'wzq', 'vjk');
  s := replace(s, 'ee', 'i');
  s := replace(s, 'oo', 'u');
  -- Repeated letters once: strpos and replace, letter by letter, instead of the back-reference ([a-z])\1+,
  -- the costliest expression of all (runs of one letter collapse alone, so the order of letters does not matter).
  FOREACH c IN ARRAY string_to_array('abcdefghijklmnopqrstuvwxyz', NULL) LOOP
    WHILE strpos(s, c || c) > 0 LOOP
      s := replace(s, c || c, c);
    END LOOP;
  END LOOP;
  RETURN regexp_replace(s, '\m(?=[a-z]{4})([a-z]*[b-df-hj-np-tv-z])[ae]\M', '\1', 'g');
END
$$;--> statement-breakpoint
DROP FUNCTION IF EXISTS search_fold_word(text);--> statement-breakpoint
-- public.search_norm: PostgreSQL 17 (PGlite) builds and vacuums an index with search_path = pg_catalog, pg_temp.
CREATE OR REPLACE FUNCTION search_shop_doc(name text, category text, location text) RETURNS tsvector
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT setweight(to_tsvector('simple', public.search_norm(name)), 'A')
      || setweight(to_tsvector('simple', public.search_norm(category)), 'B')
      || setweight(to_tsvector('simple', public.search_norm(location)), 'C')
$$;--> statement-breakpoint
CREATE INDEX "shops_search_doc_idx" ON "shops" USING gin (search_shop_doc("name", "category", "location"));
