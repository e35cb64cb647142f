-- Issue 29, decision 112: every product has a country of origin (Consumer Protection (E-Commerce) Rules 2020, rule
-- 6(5)(d); ONDC's item `origin` tag), as its ISO 3166-1 alpha-3 code. A product listed before it was asked takes the
-- country its pre-packed declaration names when that text reads as one (a code or the English name, "Made in …"
-- too), else India: the shops are India's neighbourhood shops, loose goods are local, and the owner sees and can
-- change it on the product form.
ALTER TABLE "products" ADD COLUMN "origin_country" text DEFAULT 'IND' NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_origin_country_ck" CHECK ("origin_country" ~ '^[A-Z]{3}$');--> statement-breakpoint
UPDATE "products" p SET "origin_country" = m.code
FROM (VALUES
  ('abw','ABW'), ('aw','ABW'), ('aruba','ABW'), ('afg','AFG'), ('af','AFG'), ('afghanistan','AFG'), ('ago','AGO'),
  ('ao','AGO'), ('angola','AGO'), ('aia','AIA'), ('ai','AIA'), ('anguilla','AIA'), ('ala','ALA'), ('ax','ALA'),
  ('åland islands','ALA'), ('alb','ALB'), ('al','ALB'), ('albania','ALB'), ('and','AND'), ('ad','AND'),
  ('andorra','AND'), ('are','ARE'), ('ae','ARE'), ('united arab emirates','ARE'), ('arg','ARG'), ('ar','ARG'),
  ('argentina','ARG'), ('arm','ARM'), ('am','ARM'), ('armenia','ARM'), ('asm','ASM'), ('as','ASM'),
  ('american samoa','ASM'), ('ata','ATA'), ('aq','ATA'), ('antarctica','ATA'), ('atf','ATF'), ('tf','ATF'),
  ('french southern territories','ATF'), ('atg','ATG'), ('ag','ATG'), ('antigua & barbuda','ATG'), ('aus','AUS'),
  ('au','AUS'), ('australia','AUS'), ('aut','AUT'), ('at','AUT'), ('austria','AUT'), ('aze','AZE'), ('az','AZE'),
  ('azerbaijan','AZE'), ('bdi','BDI'), ('bi','BDI'), ('burundi','BDI'), ('bel','BEL'), ('be','BEL'), ('belgium','BEL'),
  ('ben','BEN'), ('bj','BEN'), ('benin','BEN'), ('bes','BES'), ('bq','BES'), ('caribbean netherlands','BES'),
  ('bfa','BFA'), ('bf','BFA'), ('burkina faso','BFA'), ('bgd','BGD'), ('bd','BGD'), ('bangladesh','BGD'), ('bgr','BGR'),
  ('bg','BGR'), ('bulgaria','BGR'), ('bhr','BHR'), ('bh','BHR'), ('bahrain','BHR'), ('bhs','BHS'), ('bs','BHS'),
  ('bahamas','BHS'), ('bih','BIH'), ('ba','BIH'), ('bosnia & herzegovina','BIH'), ('blm','BLM'), ('bl','BLM'),
  ('st. barthélemy','BLM'), ('blr','BLR'), ('by','BLR'), ('belarus','BLR'), ('blz','BLZ'), ('bz','BLZ'),
  ('belize','BLZ'), ('bmu','BMU'), ('bm','BMU'), ('bermuda','BMU'), ('bol','BOL'), ('bo','BOL'), ('bolivia','BOL'),
  ('bra','BRA'), ('br','BRA'), ('brazil','BRA'), ('brb','BRB'), ('bb','BRB'), ('barbados','BRB'), ('brn','BRN'),
  ('bn','BRN'), ('brunei','BRN'), ('btn','BTN'), ('bt','BTN'), ('bhutan','BTN'), ('bvt','BVT'), ('bv','BVT'),
  ('bouvet island','BVT'), ('bwa','BWA'), ('bw','BWA'), ('botswana','BWA'), ('caf','CAF'), ('cf','CAF'),
  ('central african republic','CAF'), ('can','CAN'), ('ca','CAN'), ('canada','CAN'), ('cck','CCK'), ('cc','CCK'),
  ('cocos (keeling) islands','CCK'), ('che','CHE'), ('ch','CHE'), ('switzerland','CHE'), ('chl','CHL'), ('cl','CHL'),
  ('chile','CHL'), ('chn','CHN'), ('cn','CHN'), ('china','CHN'), ('civ','CIV'), ('ci','CIV'), ('côte d’ivoire','CIV'),
  ('cmr','CMR'), ('cm','CMR'), ('cameroon','CMR'), ('cod','COD'), ('cd','COD'), ('congo - kinshasa','COD'),
  ('cog','COG'), ('cg','COG'), ('congo - brazzaville','COG'), ('cok','COK'), ('ck','COK'), ('cook islands','COK'),
  ('col','COL'), ('co','COL'), ('colombia','COL'), ('com','COM'), ('km','COM'), ('comoros','COM'), ('cpv','CPV'),
  ('cv','CPV'), ('cape verde','CPV'), ('cri','CRI'), ('cr','CRI'), ('costa rica','CRI'), ('cub','CUB'), ('cu','CUB'),
  ('cuba','CUB'), ('cuw','CUW'), ('cw','CUW'), ('curaçao','CUW'), ('cxr','CXR'), ('cx','CXR'),
  ('christmas island','CXR'), ('cym','CYM'), ('ky','CYM'), ('cayman islands','CYM'), ('cyp','CYP'), ('cy','CYP'),
  ('cyprus','CYP'), ('cze','CZE'), ('cz','CZE'), ('czechia','CZE'), ('deu','DEU'), ('de','DEU'), ('germany','DEU'),
  ('dji','DJI'), ('dj','DJI'), ('djibouti','DJI'), ('dma','DMA'), ('dm','DMA'), ('dominica','DMA'), ('dnk','DNK'),
  ('dk','DNK'), ('denmark','DNK'), ('dom','DOM'), ('do','DOM'), ('dominican republic','DOM'), ('dza','DZA'),
  ('dz','DZA'), ('algeria','DZA'), ('ecu','ECU'), ('ec','ECU'), ('ecuador','ECU'), ('egy','EGY'), ('eg','EGY'),
  ('egypt','EGY'), ('eri','ERI'), ('er','ERI'), ('eritrea','ERI'), ('esh','ESH'), ('eh','ESH'), ('western sahara','ESH'),
  ('esp','ESP'), ('es','ESP'), ('spain','ESP'), ('est','EST'), ('ee','EST'), ('estonia','EST'), ('eth','ETH'),
  ('et','ETH'), ('ethiopia','ETH'), ('fin','FIN'), ('fi','FIN'), ('finland','FIN'), ('fji','FJI'), ('fj','FJI'),
  ('fiji','FJI'), ('flk','FLK'), ('fk','FLK'), ('falkland islands','FLK'), ('fra','FRA'), ('fr','FRA'), ('france','FRA'),
  ('fro','FRO'), ('fo','FRO'), ('faroe islands','FRO'), ('fsm','FSM'), ('fm','FSM'), ('micronesia','FSM'), ('gab','GAB'),
  ('ga','GAB'), ('gabon','GAB'), ('gbr','GBR'), ('gb','GBR'), ('united kingdom','GBR'), ('geo','GEO'), ('ge','GEO'),
  ('georgia','GEO'), ('ggy','GGY'), ('gg','GGY'), ('guernsey','GGY'), ('gha','GHA'), ('gh','GHA'), ('ghana','GHA'),
  ('gib','GIB'), ('gi','GIB'), ('gibraltar','GIB'), ('gin','GIN'), ('gn','GIN'), ('guinea','GIN'), ('glp','GLP'),
  ('gp','GLP'), ('guadeloupe','GLP'), ('gmb','GMB'), ('gm','GMB'), ('gambia','GMB'), ('gnb','GNB'), ('gw','GNB'),
  ('guinea-bissau','GNB'), ('gnq','GNQ'), ('gq','GNQ'), ('equatorial guinea','GNQ'), ('grc','GRC'), ('gr','GRC'),
  ('greece','GRC'), ('grd','GRD'), ('gd','GRD'), ('grenada','GRD'), ('grl','GRL'), ('gl','GRL'), ('greenland','GRL'),
  ('gtm','GTM'), ('gt','GTM'), ('guatemala','GTM'), ('guf','GUF'), ('gf','GUF'), ('french guiana','GUF'), ('gum','GUM'),
  ('gu','GUM'), ('guam','GUM'), ('guy','GUY'), ('gy','GUY'), ('guyana','GUY'), ('hkg','HKG'), ('hk','HKG'),
  ('hong kong sar china','HKG'), ('hmd','HMD'), ('hm','HMD'), ('heard & mcdonald islands','HMD'), ('hnd','HND'),
  ('hn','HND'), ('honduras','HND'), ('hrv','HRV'), ('hr','HRV'), ('croatia','HRV'), ('hti','HTI'), ('ht','HTI'),
  ('haiti','HTI'), ('hun','HUN'), ('hu','HUN'), ('hungary','HUN'), ('idn','IDN'), ('id','IDN'), ('indonesia','IDN'),
  ('imn','IMN'), ('im','IMN'), ('isle of man','IMN'), ('ind','IND'), ('in','IND'), ('india','IND'), ('iot','IOT'),
  ('io','IOT'), ('british indian ocean territory','IOT'), ('irl','IRL'), ('ie','IRL'), ('ireland','IRL'), ('irn','IRN'),
  ('ir','IRN'), ('iran','IRN'), ('irq','IRQ'), ('iq','IRQ'), ('iraq','IRQ'), ('isl','ISL'), ('is','ISL'),
  ('iceland','ISL'), ('isr','ISR'), ('il','ISR'), ('israel','ISR'), ('ita','ITA'), ('it','ITA'), ('italy','ITA'),
  ('jam','JAM'), ('jm','JAM'), ('jamaica','JAM'), ('jey','JEY'), ('je','JEY'), ('jersey','JEY'), ('jor','JOR'),
  ('jo','JOR'), ('jordan','JOR'), ('jpn','JPN'), ('jp','JPN'), ('japan','JPN'), ('kaz','KAZ'), ('kz','KAZ'),
  ('kazakhstan','KAZ'), ('ken','KEN'), ('ke','KEN'), ('kenya','KEN'), ('kgz','KGZ'), ('kg','KGZ'), ('kyrgyzstan','KGZ'),
  ('khm','KHM'), ('kh','KHM'), ('cambodia','KHM'), ('kir','KIR'), ('ki','KIR'), ('kiribati','KIR'), ('kna','KNA'),
  ('kn','KNA'), ('st. kitts & nevis','KNA'), ('kor','KOR'), ('kr','KOR'), ('south korea','KOR'), ('kwt','KWT'),
  ('kw','KWT'), ('kuwait','KWT'), ('lao','LAO'), ('la','LAO'), ('laos','LAO'), ('lbn','LBN'), ('lb','LBN'),
  ('lebanon','LBN'), ('lbr','LBR'), ('lr','LBR'), ('liberia','LBR'), ('lby','LBY'), ('ly','LBY'), ('libya','LBY'),
  ('lca','LCA'), ('lc','LCA'), ('st. lucia','LCA'), ('lie','LIE'), ('li','LIE'), ('liechtenstein','LIE'), ('lka','LKA'),
  ('lk','LKA'), ('sri lanka','LKA'), ('lso','LSO'), ('ls','LSO'), ('lesotho','LSO'), ('ltu','LTU'), ('lt','LTU'),
  ('lithuania','LTU'), ('lux','LUX'), ('lu','LUX'), ('luxembourg','LUX'), ('lva','LVA'), ('lv','LVA'), ('latvia','LVA'),
  ('mac','MAC'), ('mo','MAC'), ('macao sar china','MAC'), ('maf','MAF'), ('mf','MAF'), ('st. martin','MAF'),
  ('mar','MAR'), ('ma','MAR'), ('morocco','MAR'), ('mco','MCO'), ('mc','MCO'), ('monaco','MCO'), ('mda','MDA'),
  ('md','MDA'), ('moldova','MDA'), ('mdg','MDG'), ('mg','MDG'), ('madagascar','MDG'), ('mdv','MDV'), ('mv','MDV'),
  ('maldives','MDV'), ('mex','MEX'), ('mx','MEX'), ('mexico','MEX'), ('mhl','MHL'), ('mh','MHL'),
  ('marshall islands','MHL'), ('mkd','MKD'), ('mk','MKD'), ('north macedonia','MKD'), ('mli','MLI'), ('ml','MLI'),
  ('mali','MLI'), ('mlt','MLT'), ('mt','MLT'), ('malta','MLT'), ('mmr','MMR'), ('mm','MMR'), ('myanmar (burma)','MMR'),
  ('mne','MNE'), ('me','MNE'), ('montenegro','MNE'), ('mng','MNG'), ('mn','MNG'), ('mongolia','MNG'), ('mnp','MNP'),
  ('mp','MNP'), ('northern mariana islands','MNP'), ('moz','MOZ'), ('mz','MOZ'), ('mozambique','MOZ'), ('mrt','MRT'),
  ('mr','MRT'), ('mauritania','MRT'), ('msr','MSR'), ('ms','MSR'), ('montserrat','MSR'), ('mtq','MTQ'), ('mq','MTQ'),
  ('martinique','MTQ'), ('mus','MUS'), ('mu','MUS'), ('mauritius','MUS'), ('mwi','MWI'), ('mw','MWI'), ('malawi','MWI'),
  ('mys','MYS'), ('my','MYS'), ('malaysia','MYS'), ('myt','MYT'), ('yt','MYT'), ('mayotte','MYT'), ('nam','NAM'),
  ('na','NAM'), ('namibia','NAM'), ('ncl','NCL'), ('nc','NCL'), ('new caledonia','NCL'), ('ner','NER'), ('ne','NER'),
  ('niger','NER'), ('nfk','NFK'), ('nf','NFK'), ('norfolk island','NFK'), ('nga','NGA'), ('ng','NGA'), ('nigeria','NGA'),
  ('nic','NIC'), ('ni','NIC'), ('nicaragua','NIC'), ('niu','NIU'), ('nu','NIU'), ('niue','NIU'), ('nld','NLD'),
  ('nl','NLD'), ('netherlands','NLD'), ('nor','NOR'), ('no','NOR'), ('norway','NOR'), ('npl','NPL'), ('np','NPL'),
  ('nepal','NPL'), ('nru','NRU'), ('nr','NRU'), ('nauru','NRU'), ('nzl','NZL'), ('nz','NZL'), ('new zealand','NZL'),
  ('omn','OMN'), ('om','OMN'), ('oman','OMN'), ('pak','PAK'), ('pk','PAK'), ('pakistan','PAK'), ('pan','PAN'),
  ('pa','PAN'), ('panama','PAN'), ('pcn','PCN'), ('pn','PCN'), ('pitcairn islands','PCN'), ('per','PER'), ('pe','PER'),
  ('peru','PER'), ('phl','PHL'), ('ph','PHL'), ('philippines','PHL'), ('plw','PLW'), ('pw','PLW'), ('palau','PLW'),
  ('png','PNG'), ('pg','PNG'), ('papua new guinea','PNG'), ('pol','POL'), ('pl','POL'), ('poland','POL'), ('pri','PRI'),
  ('pr','PRI'), ('puerto rico','PRI'), ('prk','PRK'), ('kp','PRK'), ('north korea','PRK'), ('prt','PRT'), ('pt','PRT'),
  ('portugal','PRT'), ('pry','PRY'), ('py','PRY'), ('paraguay','PRY'), ('pse','PSE'), ('ps','PSE'),
  ('palestinian territories','PSE'), ('pyf','PYF'), ('pf','PYF'), ('french polynesia','PYF'), ('qat','QAT'),
  ('qa','QAT'), ('qatar','QAT'), ('reu','REU'), ('re','REU'), ('réunion','REU'), ('rou','ROU'), ('ro','ROU'),
  ('romania','ROU'), ('rus','RUS'), ('ru','RUS'), ('russia','RUS'), ('rwa','RWA'), ('rw','RWA'), ('rwanda','RWA'),
  ('sau','SAU'), ('sa','SAU'), ('saudi arabia','SAU'), ('sdn','SDN'), ('sd','SDN'), ('sudan','SDN'), ('sen','SEN'),
  ('sn','SEN'), ('senegal','SEN'), ('sgp','SGP'), ('sg','SGP'), ('singapore','SGP'), ('sgs','SGS'), ('gs','SGS'),
  ('south georgia & south sandwich islands','SGS'), ('shn','SHN'), ('sh','SHN'), ('st. helena','SHN'), ('sjm','SJM'),
  ('sj','SJM'), ('svalbard & jan mayen','SJM'), ('slb','SLB'), ('sb','SLB'), ('solomon islands','SLB'), ('sle','SLE'),
  ('sl','SLE'), ('sierra leone','SLE'), ('slv','SLV'), ('sv','SLV'), ('el salvador','SLV'), ('smr','SMR'), ('sm','SMR'),
  ('san marino','SMR'), ('som','SOM'), ('so','SOM'), ('somalia','SOM'), ('spm','SPM'), ('pm','SPM'),
  ('st. pierre & miquelon','SPM'), ('srb','SRB'), ('rs','SRB'), ('serbia','SRB'), ('ssd','SSD'), ('ss','SSD'),
  ('south sudan','SSD'), ('stp','STP'), ('st','STP'), ('são tomé & príncipe','STP'), ('sur','SUR'), ('sr','SUR'),
  ('suriname','SUR'), ('svk','SVK'), ('sk','SVK'), ('slovakia','SVK'), ('svn','SVN'), ('si','SVN'), ('slovenia','SVN'),
  ('swe','SWE'), ('se','SWE'), ('sweden','SWE'), ('swz','SWZ'), ('sz','SWZ'), ('eswatini','SWZ'), ('sxm','SXM'),
  ('sx','SXM'), ('sint maarten','SXM'), ('syc','SYC'), ('sc','SYC'), ('seychelles','SYC'), ('syr','SYR'), ('sy','SYR'),
  ('syria','SYR'), ('tca','TCA'), ('tc','TCA'), ('turks & caicos islands','TCA'), ('tcd','TCD'), ('td','TCD'),
  ('chad','TCD'), ('tgo','TGO'), ('tg','TGO'), ('togo','TGO'), ('tha','THA'), ('th','THA'), ('thailand','THA'),
  ('tjk','TJK'), ('tj','TJK'), ('tajikistan','TJK'), ('tkl','TKL'), ('tk','TKL'), ('tokelau','TKL'), ('tkm','TKM'),
  ('tm','TKM'), ('turkmenistan','TKM'), ('tls','TLS'), ('tl','TLS'), ('timor-leste','TLS'), ('ton','TON'), ('to','TON'),
  ('tonga','TON'), ('tto','TTO'), ('tt','TTO'), ('trinidad & tobago','TTO'), ('tun','TUN'), ('tn','TUN'),
  ('tunisia','TUN'), ('tur','TUR'), ('tr','TUR'), ('türkiye','TUR'), ('tuv','TUV'), ('tv','TUV'), ('tuvalu','TUV'),
  ('twn','TWN'), ('tw','TWN'), ('taiwan','TWN'), ('tza','TZA'), ('tz','TZA'), ('tanzania','TZA'), ('uga','UGA'),
  ('ug','UGA'), ('uganda','UGA'), ('ukr','UKR'), ('ua','UKR'), ('ukraine','UKR'), ('umi','UMI'), ('um','UMI'),
  ('u.s. outlying islands','UMI'), ('ury','URY'), ('uy','URY'), ('uruguay','URY'), ('usa','USA'), ('us','USA'),
  ('united states','USA'), ('uzb','UZB'), ('uz','UZB'), ('uzbekistan','UZB'), ('vat','VAT'), ('va','VAT'),
  ('vatican city','VAT'), ('vct','VCT'), ('vc','VCT'), ('st. vincent & grenadines','VCT'), ('ven','VEN'), ('ve','VEN'),
  ('venezuela','VEN'), ('vgb','VGB'), ('vg','VGB'), ('british virgin islands','VGB'), ('vir','VIR'), ('vi','VIR'),
  ('u.s. virgin islands','VIR'), ('vnm','VNM'), ('vn','VNM'), ('vietnam','VNM'), ('vut','VUT'), ('vu','VUT'),
  ('vanuatu','VUT'), ('wlf','WLF'), ('wf','WLF'), ('wallis & futuna','WLF'), ('wsm','WSM'), ('ws','WSM'),
  ('samoa','WSM'), ('yem','YEM'), ('ye','YEM'), ('yemen','YEM'), ('zaf','ZAF'), ('za','ZAF'), ('south africa','ZAF'),
  ('zmb','ZMB'), ('zm','ZMB'), ('zambia','ZMB'), ('zwe','ZWE'), ('zw','ZWE'), ('zimbabwe','ZWE'), ('bharat','IND'),
  ('united states of america','USA'), ('uk','GBR'), ('great britain','GBR'), ('prc','CHN'), ('uae','ARE')
) AS m(name, code)
WHERE p.declarations ? 'countryOfOrigin'
  AND regexp_replace(regexp_replace(lower(trim(p.declarations->>'countryOfOrigin')), '\s+', ' ', 'g'), '^made in ', '') = m.name;--> statement-breakpoint
-- Issue 29, decision 112: an incremental on_search tells buyer apps of an item taken off sale in its window (retail
-- 1.2.5: the whole item with time.label "disable"), so what it was is kept when it goes: a row per catalog item (a
-- live variant; a product without options has one, with the product's id) when its product is deleted, or it is
-- deleted or archived itself. Products stay deleted (orders and invoices keep their own snapshots, as before). A shop
-- being deleted leaves none (it is not in any catalog any more), and its rows go with it.
CREATE TABLE "catalog_item_removals" (
  "item_id" uuid PRIMARY KEY NOT NULL,
  "product_id" uuid NOT NULL,
  "shop_id" uuid NOT NULL REFERENCES "shops"("id") ON DELETE CASCADE,
  "removed_at" timestamp with time zone DEFAULT now() NOT NULL,
  "item" jsonb NOT NULL
);--> statement-breakpoint
CREATE INDEX "catalog_item_removals_shop_idx" ON "catalog_item_removals" USING btree ("shop_id", "removed_at");--> statement-breakpoint
CREATE OR REPLACE FUNCTION bazaar_catalog_item_json(p products, v product_variants) RETURNS jsonb
LANGUAGE sql STABLE AS $$
  SELECT jsonb_build_object(
    'name', p.name, 'description', p.description, 'pricePaise', v.price_paise, 'mrpPaise', v.mrp_paise,
    'category', p.category, 'subCategory', p.sub_category, 'ondcCategory', p.ondc_category, 'unit', p.unit,
    'image', coalesce(v.image, p.image), 'sku', v.sku, 'hsnCode', p.hsn_code, 'options', p.options,
    'variantOptions', v.options, 'packaged', p.packaged, 'declarations', p.declarations,
    'originCountry', p.origin_country, 'createdAt', p.created_at)
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION bazaar_product_removed_trg() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO catalog_item_removals (item_id, product_id, shop_id, removed_at, item)
  SELECT v.id, OLD.id, OLD.shop_id, now(), bazaar_catalog_item_json(OLD, v)
  FROM product_variants v
  WHERE v.product_id = OLD.id AND v.archived_at IS NULL AND EXISTS (SELECT 1 FROM shops s WHERE s.id = OLD.shop_id)
  ON CONFLICT (item_id) DO UPDATE SET product_id = excluded.product_id, shop_id = excluded.shop_id,
    removed_at = excluded.removed_at, item = excluded.item;
  RETURN OLD;
END $$;--> statement-breakpoint
CREATE TRIGGER products_removed_trg BEFORE DELETE ON products
FOR EACH ROW EXECUTE FUNCTION bazaar_product_removed_trg();--> statement-breakpoint
CREATE OR REPLACE FUNCTION bazaar_variant_removed_trg() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' AND OLD.archived_at IS NOT NULL THEN RETURN NULL; END IF;
  -- A variant deleted with its product finds no product here (the product's trigger kept it already), and one
  -- deleted with its shop no shop.
  INSERT INTO catalog_item_removals (item_id, product_id, shop_id, removed_at, item)
  SELECT OLD.id, p.id, p.shop_id, now(), bazaar_catalog_item_json(p, OLD)
  FROM products p
  WHERE p.id = OLD.product_id AND EXISTS (SELECT 1 FROM shops s WHERE s.id = p.shop_id)
  ON CONFLICT (item_id) DO UPDATE SET product_id = excluded.product_id, shop_id = excluded.shop_id,
    removed_at = excluded.removed_at, item = excluded.item;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER product_variants_removed_trg AFTER DELETE ON product_variants
FOR EACH ROW EXECUTE FUNCTION bazaar_variant_removed_trg();--> statement-breakpoint
CREATE TRIGGER product_variants_archived_trg AFTER UPDATE OF archived_at ON product_variants
FOR EACH ROW WHEN (OLD.archived_at IS NULL AND NEW.archived_at IS NOT NULL) EXECUTE FUNCTION bazaar_variant_removed_trg();
