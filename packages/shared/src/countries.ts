/**
 * A product's country of origin (issue 29, decision 112): the Consumer Protection (E-Commerce) Rules 2020 (rule
 * 6(5)(d)) ask a marketplace to show it for every product, and ONDC's catalog gives it as the item's `origin` tag in
 * ISO 3166-1 alpha-3 (`IND`). Bazaar keeps the alpha-3 code; screens name the country in the reader's language from its
 * alpha-2 code (`Intl.DisplayNames`), so no list of names is shipped.
 */
import { z } from 'zod';

/** Every ISO 3166-1 country as alpha-3 + alpha-2 (`INDIN`), from Debian's iso-codes 4.15 (249 countries). */
const PAIRS = (
  'ABWAW AFGAF AGOAO AIAAI ALAAX ALBAL ANDAD AREAE ARGAR ARMAM ASMAS ATAAQ ATFTF ATGAG AUSAU AUTAT AZEAZ BDIBI ' +
  'BELBE BENBJ BESBQ BFABF BGDBD BGRBG BHRBH BHSBS BIHBA BLMBL BLRBY BLZBZ BMUBM BOLBO BRABR BRBBB BRNBN BTNBT ' +
  'BVTBV BWABW CAFCF CANCA CCKCC CHECH CHLCL CHNCN CIVCI CMRCM CODCD COGCG COKCK COLCO COMKM CPVCV CRICR CUBCU ' +
  'CUWCW CXRCX CYMKY CYPCY CZECZ DEUDE DJIDJ DMADM DNKDK DOMDO DZADZ ECUEC EGYEG ERIER ESHEH ESPES ESTEE ETHET ' +
  'FINFI FJIFJ FLKFK FRAFR FROFO FSMFM GABGA GBRGB GEOGE GGYGG GHAGH GIBGI GINGN GLPGP GMBGM GNBGW GNQGQ GRCGR ' +
  'GRDGD GRLGL GTMGT GUFGF GUMGU GUYGY HKGHK HMDHM HNDHN HRVHR HTIHT HUNHU IDNID IMNIM INDIN IOTIO IRLIE IRNIR ' +
  'IRQIQ ISLIS ISRIL ITAIT JAMJM JEYJE JORJO JPNJP KAZKZ KENKE KGZKG KHMKH KIRKI KNAKN KORKR KWTKW LAOLA LBNLB ' +
  'LBRLR LBYLY LCALC LIELI LKALK LSOLS LTULT LUXLU LVALV MACMO MAFMF MARMA MCOMC MDAMD MDGMG MDVMV MEXMX MHLMH ' +
  'MKDMK MLIML MLTMT MMRMM MNEME MNGMN MNPMP MOZMZ MRTMR MSRMS MTQMQ MUSMU MWIMW MYSMY MYTYT NAMNA NCLNC NERNE ' +
  'NFKNF NGANG NICNI NIUNU NLDNL NORNO NPLNP NRUNR NZLNZ OMNOM PAKPK PANPA PCNPN PERPE PHLPH PLWPW PNGPG POLPL ' +
  'PRIPR PRKKP PRTPT PRYPY PSEPS PYFPF QATQA REURE ROURO RUSRU RWARW SAUSA SDNSD SENSN SGPSG SGSGS SHNSH SJMSJ ' +
  'SLBSB SLESL SLVSV SMRSM SOMSO SPMPM SRBRS SSDSS STPST SURSR SVKSK SVNSI SWESE SWZSZ SXMSX SYCSC SYRSY TCATC ' +
  'TCDTD TGOTG THATH TJKTJ TKLTK TKMTM TLSTL TONTO TTOTT TUNTN TURTR TUVTV TWNTW TZATZ UGAUG UKRUA UMIUM URYUY ' +
  'USAUS UZBUZ VATVA VCTVC VENVE VGBVG VIRVI VNMVN VUTVU WLFWF WSMWS YEMYE ZAFZA ZMBZM ZWEZW'
).split(' ');

/** Alpha-3 → alpha-2, e.g. IND → IN. */
export const COUNTRY_ALPHA2: Readonly<Record<string, string>> = Object.fromEntries(PAIRS.map((p) => [p.slice(0, 3), p.slice(3)]));
/** Every alpha-3 code, A to Z. */
export const COUNTRY_CODES: readonly string[] = PAIRS.map((p) => p.slice(0, 3));
/** What a product made in India (and every product listed before the field existed, decision 112) gives. */
export const DEFAULT_ORIGIN_COUNTRY = 'IND';

const ALPHA3_OF_ALPHA2 = new Map(PAIRS.map((p) => [p.slice(3), p.slice(0, 3)]));
let englishNames: Map<string, string> | undefined;
/** English names (ICU's, as `Intl.DisplayNames` gives them) → alpha-3, built on first use. */
function byEnglishName(): Map<string, string> {
  if (!englishNames) {
    const names = new Intl.DisplayNames(['en'], { type: 'region' });
    englishNames = new Map(PAIRS.map((p) => [(names.of(p.slice(3)) ?? '').toLowerCase(), p.slice(0, 3)]));
    for (const [alias, code] of Object.entries(ALIASES)) englishNames.set(alias, code);
  }
  return englishNames;
}
/** Names people write that ICU spells otherwise. */
const ALIASES: Record<string, string> = {
  bharat: 'IND',
  usa: 'USA',
  'united states of america': 'USA',
  uk: 'GBR',
  'great britain': 'GBR',
  prc: 'CHN',
  uae: 'ARE',
};

/**
 * The alpha-3 code of a country given as its alpha-3 or alpha-2 code or its English name, in any case (India,
 * IN, ind → IND); undefined when it names none.
 */
export function countryCodeOf(country: string | null | undefined): string | undefined {
  const c = country
    ?.trim()
    .replace(/\s+/g, ' ')
    .replace(/^made in /i, '');
  if (!c) return undefined;
  const upper = c.toUpperCase();
  if (upper.length === 3 && COUNTRY_ALPHA2[upper]) return upper;
  if (upper.length === 2) return ALPHA3_OF_ALPHA2.get(upper);
  return byEnglishName().get(c.toLowerCase());
}

/** The country's name in a language (`en`, `hi`), e.g. IND → India / भारत; the code itself when unknown. */
export function countryName(code: string, language: string): string {
  const alpha2 = COUNTRY_ALPHA2[code];
  if (!alpha2) return code;
  return new Intl.DisplayNames([language], { type: 'region' }).of(alpha2) ?? code;
}

/** A country of origin as sent (code or English name), kept as its alpha-3 code. */
export const originCountrySchema = z
  .string({ error: 'originCountry must be a country: its 3-letter ISO code (IND) or its English name (India)' })
  .transform((v, ctx) => {
    const code = countryCodeOf(v);
    if (!code) ctx.addIssue({ code: 'custom', message: 'originCountry must be a country: its 3-letter ISO code (IND) or its English name (India)' });
    return code ?? z.NEVER;
  });
