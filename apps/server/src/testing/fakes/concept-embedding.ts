/*
 * The fake embedding model of the tests, the e2e fake server and the bench: deterministic and
 * local, and a caricature of a real one. A real model places "Jak rośliny robią pokarm ze
 * światła?" near a passage on "fotosynteza" because it has learnt what the words mean; this one
 * is told, by a small lexicon written for Kreda's tests: each concept (plants, light, food, war…)
 * lists the beginnings of Polish words that evoke it, a word may evoke several ("fotosynteza":
 * plants, light, food), and a word no concept lists falls into one of the hashed dimensions (as a
 * bag of words). It knows only school topics the tests use and nothing of syntax, so it is
 * wrong in the ways such a model is: paraphrases outside its lexicon miss, and a word with two
 * senses ("wybuch" of a volcano and of a war) evokes both.
 */

const CONCEPTS: readonly (readonly string[])[] = [
  ['rosli', 'lisc', 'chlorofil', 'chloroplast', 'fotosyntez', 'zielon', 'trawa', 'drzew'],
  ['swiatl', 'slonecz', 'slonc', 'fotosyntez', 'promieni', 'jasn'],
  ['pokarm', 'jedzeni', 'jedz', 'glukoz', 'cukr', 'odzyw', 'fotosyntez', 'skrobi', 'posil'],
  ['energi', '=sila', '=sily', '=sile', '=atp', 'naped', 'paliw', 'moc'],
  ['komor', 'mitochondri', 'organell'],
  ['=geny', 'genow', 'genetycz', 'dziedzicz', 'chromosom', 'deoksyrybonukle', '=dna', 'potomst'],
  ['informacj', 'instrukcj', 'zapis', '=kod', 'przepis'],
  ['budow', 'zbudow', 'buduj', 'sklad'],
  ['serc', '=krew', 'krwi', 'krwio', 'tetnic', 'zyla', 'zyly', 'pomp', 'naczyn'],
  ['trawien', 'trawi', 'zoladk', 'jelit', 'enzym', 'brzuch'],
  ['ewolucj', 'dobor', 'przystosow', 'gatun', 'darwin', 'przodk'],
  ['grawitac', 'ciazeni', 'przyciag', 'spada', 'upad', 'newton', 'jablk'],
  ['prad', 'elektrycz', 'napiec', 'obwod', 'przewodni', 'kabel', 'kabl', 'ladunk', 'gniazdk'],
  ['parowa', 'paruj', 'chmur', 'deszcz', 'opad', 'skrapl', 'obieg', 'kaluz'],
  ['wulkan', 'lawa', 'lawy', 'magm', 'erupcj', 'wybuch', 'krater', 'ognist'],
  ['trzesieni', 'wstrzas', 'sejsm', 'tektonicz', 'drzy', 'drga', 'kolys'],
  ['chrzest', 'chrzci', 'chrzes', 'chrystian', 'wiar', 'religi', 'kosciol', 'kosciel', 'poga'],
  ['grunwald', 'krzyzac', 'zakon', 'bitw', 'walk', 'zwyci', 'pokona', 'rycer'],
  ['konstytucj', 'ustaw', 'prawo', 'prawa', 'uchwal', 'sejm'],
  ['rozbior', 'zabor', 'podzie', 'podzial', 'zniknel', 'mapy', 'mapa', 'panstw'],
  ['wojn', 'wojen', 'napad', 'napas', 'agresj', 'inwazj', 'atak', 'wybuch', 'zaczel', 'poczat'],
  ['kopernik', 'heliocentr', 'planet', 'gwiazd', 'orbit', 'kraz', 'niebo', 'kosmo', 'ziemia', 'ziemi'],
  ['pitagor', 'przeciwprostokat', 'przyprostokat', 'trojkat', 'prostokatn'],
  ['ulam', 'licznik', 'mianownik', 'czesc', 'kawal', 'kawalk', 'dziel'],
  ['procent', 'setn', 'rabat', 'znizk', 'obniz', 'przecen', 'taniej'],
  ['=kola', '=kolo', '=kole', 'okrag', 'okragl', '=pi', 'promien', 'srednic'],
  ['rownan', 'kwadratow', 'delta', 'pierwiast', 'rozwiaz', 'niewiadom'],
  ['romantyz', 'romantyc', 'mickiewicz', 'ballad', 'uczuc', 'emocj', 'wyobrazn', 'duch'],
  ['rzeczownik', 'nazw', 'przedmiot', 'mowy'],
  ['czasownik', 'czynnosc', 'robi', 'dzieje'],
  ['metafor', 'przenosn', 'porownan', 'symbol', 'doslown'],
  ['kwas', 'zasad', '=ph', 'odczyn', 'cytryn', 'ocet', 'octu', 'zracz'],
  ['atom', 'proton', 'neutron', 'elektron', 'jadr', 'drobin', 'najmniejsz', 'czastecz'],
  ['dzwiek', 'fala', 'fale', 'glos', 'ucho', 'uszy', 'slysz', 'halas', 'akustycz'],
  ['cieplarnian', 'klimat', 'ocieplen', 'temperatur', 'emisj', 'cieplej', 'gorac'],
  ['magnes', 'kompas', 'biegun', 'igla', 'igly', 'polnoc'],
  ['demokracj', 'atenski', 'ateny', 'aten', 'glosow', 'obywatel', 'wladz', 'ludu'],
  ['renesans', 'odrodzen', 'humaniz', 'leonardo', 'antyk', 'artys', 'malarz'],
  ['inflacj', 'drozej', 'drozeje', 'pieniadz', 'pieniedz', 'ceny', 'cena', 'cen', 'kupic', 'kupuj'],
  ['topnien', 'topi', '=lod', 'lodu', 'ciecz', 'krzepn', 'zamarz', 'stopni'],
  ['pluc', 'oddech', 'oddych', 'tlen', 'wdech', 'powietrz'],
  ['predkosc', 'szybkosc', 'szybk', 'droga', 'drogi', 'km/h', 'jedzie', 'pedzi'],
  ['lancuch', 'drapiezn', 'roslinozer', 'zjada', 'ofiar', 'polow'],
  ['woda', 'wody', 'wode', 'wodzie', 'rzek', 'morz', 'ocean'],
  ['czlowiek', 'ludzi', 'ludzk', 'organizm', 'cialo', 'ciala', 'ciele'],
  ['zmian', 'zmieni', 'przeksztalc', 'przemian'],
  ['=966', '=1410', '=1791', '=1772', '=1795', '=1939', 'wiek', 'rok', 'dawn'],
  ['myslen', 'rozum', 'nauk', 'badac', 'odkry', 'wynalaz'],
];

/** Concept dimensions first, then the hashed ones of words no concept lists. */
const HASHED = 80;
export const CONCEPT_EMBEDDING_DIMENSIONS = CONCEPTS.length + HASHED;

const normalise = (word: string) =>
  word.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().replace(/ł/g, 'l');

/** Polish function words: they carry no topic, so this model, like real ones, nearly ignores them. */
const FUNCTION_WORDS = new Set(
  'a aby ale bo by czy dla do gdy gdzie i ich ile im jak jaka jaki jakie jest jego jej juz kiedy ktora ktore ktory mu na nad nie o od po pod przez przy sa sie so tak takze tam ten to tu w we z za ze co czym czego jakim swoje swoj sobie tego tym'.split(
    ' ',
  ),
);

const lookup = new Map<string, number[]>();

function conceptsOf(word: string): number[] {
  const known = lookup.get(word);
  if (known) return known;
  const found: number[] = [];
  CONCEPTS.forEach((stems, concept) => {
    const hit = stems.some((stem) =>
      stem.startsWith('=') ? word === stem.slice(1) : stem.length >= 3 && word.startsWith(stem),
    );
    if (hit) found.push(concept);
  });
  lookup.set(word, found);
  return found;
}

function fnv1a(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

/** A unit vector: each word adds to its concepts, or to its hashed dimension when it has none. */
export function conceptEmbedding(text: string): number[] {
  const vector = new Array<number>(CONCEPT_EMBEDDING_DIMENSIONS).fill(0);
  for (const raw of text.match(/[\p{L}\p{N}/]+/gu) ?? []) {
    const word = normalise(raw);
    if (FUNCTION_WORDS.has(word)) continue;
    const concepts = conceptsOf(word);
    for (const concept of concepts) vector[concept] = (vector[concept] ?? 0) + 1;
    if (concepts.length === 0) {
      const hash = fnv1a(word);
      const dimension = CONCEPTS.length + (hash % HASHED);
      vector[dimension] = (vector[dimension] ?? 0) + (hash & 0x80000000 ? -0.5 : 0.5);
    }
  }
  const norm = Math.hypot(...vector) || 1;
  return vector.map((value) => value / norm);
}
