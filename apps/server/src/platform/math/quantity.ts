import { readExpression } from './expression.ts';

/**
 * A number with what follows it: a unit (`12 cm²`, `9 godzin`, `12,50 zł`), compared by converting
 * within its dimension, or a label (`6 razy`, `78 biletów`), which never makes a wrong number right:
 * two labels that are not the same word leave the pair to the AI. A pupil who leaves out the
 * reference's unit is not penalised (the value is what is checked), nor is one who adds a unit the
 * reference lacks. Percent: when the reference is a percent, % acts as a unit ("75%" = "75", but
 * "0,75" ≠ "75%": the question asked for a percent); otherwise a pupil's percent is accepted as a
 * fraction or as the bare number.
 */

export interface Unit {
  name: string;
  dimension: string;
  /** Size in the dimension's base unit. */
  factor: number;
}

export interface Quantity {
  value: number;
  unit: Unit | null;
  /** A word after the number that is no unit ("razy", "biletów"), lower-case. */
  label: string | null;
  /** A one-letter unit written without a space ("5m", "2a"): may be algebra. */
  glued: boolean;
}

type Verdict = 'equal' | 'different' | 'unparsable';
export type Close = (a: number, b: number) => boolean;

const u = (dimension: string, factor: number) => ({ dimension, factor });
// biome-ignore format: a lookup table
const UNITS = new Map<string, { dimension: string; factor: number }>(Object.entries({
  mm: u('length', 1e-3), cm: u('length', 1e-2), dm: u('length', 0.1), m: u('length', 1), km: u('length', 1e3),
  'mm^2': u('area', 1e-6), 'cm^2': u('area', 1e-4), 'dm^2': u('area', 1e-2), 'm^2': u('area', 1),
  'km^2': u('area', 1e6), a: u('area', 100), ha: u('area', 1e4),
  'mm^3': u('volume', 1e-9), 'cm^3': u('volume', 1e-6), 'dm^3': u('volume', 1e-3), 'm^3': u('volume', 1),
  l: u('volume', 1e-3), ml: u('volume', 1e-6), hl: u('volume', 0.1),
  mg: u('mass', 1e-6), g: u('mass', 1e-3), dag: u('mass', 1e-2), kg: u('mass', 1), t: u('mass', 1e3),
  s: u('time', 1), min: u('time', 60), h: u('time', 3600), d: u('time', 86_400), tydz: u('time', 604_800),
  mies: u('calendar', 1), rok: u('calendar', 12),
  'km/h': u('speed', 1 / 3.6), 'm/s': u('speed', 1), 'm/min': u('speed', 1 / 60),
  'zł': u('money', 1), gr: u('money', 0.01), '°': u('angle', Math.PI / 180), rad: u('angle', 1),
  '°C': u('temperature', 1), '%': u('percent', 1),
}));
// Polish words and other spellings of the units above (declined forms included).
// biome-ignore format: a lookup table
const ALIASES: [RegExp, string][] = [
  [/^(?:L|dm3)$/, 'l'], [/^dkg$/, 'dag'], [/^(?:zl|PLN|pln|złot(?:y|e|ych|ego|ówka|ówki|ówek))$/, 'zł'],
  [/^(?:grosz|grosze|groszy)$/, 'gr'], [/^(?:godz|godzin[ayę]?|godzinie)$/, 'h'], [/^(?:km\/godz)$/, 'km/h'],
  [/^(?:sek|sekund[ayę]?)$/, 's'], [/^(?:minut[ayę]?)$/, 'min'], [/^(?:dzień|dni|doba|doby|dób|dobę)$/, 'd'],
  [/^(?:tydzień|tygodnie|tygodni)$/, 'tydz'], [/^(?:miesiąc|miesiące|miesięcy|miesiąca)$/, 'mies'],
  [/^(?:rok|roku|lata|lat)$/, 'rok'], [/^(?:stopni|stopnie|stopień|stopnia)$/, '°'],
  [/^(?:radian(?:y|ów|a)?)$/, 'rad'], [/^(?:procent(?:y|ów|a)?)$/, '%'],
  [/^(?:metr(?:y|ów|a|ach)?)$/, 'm'], [/^(?:centymetr(?:y|ów|a)?)$/, 'cm'], [/^(?:milimetr(?:y|ów|a)?)$/, 'mm'],
  [/^(?:decymetr(?:y|ów|a)?)$/, 'dm'], [/^(?:kilometr(?:y|ów|a)?)$/, 'km'], [/^(?:litr(?:y|ów|a)?)$/, 'l'],
  [/^(?:mililitr(?:y|ów|a)?)$/, 'ml'], [/^(?:gram(?:y|ów|a)?)$/, 'g'], [/^(?:kilogram(?:y|ów|a)?)$/, 'kg'],
  [/^(?:dekagram(?:y|ów|a)?)$/, 'dag'], [/^(?:ton[ay]?)$/, 't'], [/^(?:hektar(?:y|ów|a)?)$/, 'ha'],
  [/^(?:ar(?:y|ów)?)$/, 'a'],
];
// Words that end a sentence rather than name what was counted: "5 nie" is no answer.
const NOT_LABELS = new Set(
  'nie tak jest są to ale lub albo czy oraz ani też także około razem wynosi równa równe dla gdy bo więc czyli ma mają sin cos tan tg ctg cot log exp abs sqrt pi ln'.split(
    ' ',
  ),
);
const FUNCTION_WORDS = /sin|cos|tan|tg|ctg|cot|log|ln|arc|exp|abs/;
const LETTERS = 'a-zA-ZąćęłńóśźżĄĆĘŁŃÓŚŹŻ';
const WORD = `[${LETTERS}]+\\.?`;
const TRAILER = new RegExp(
  `^(.*?[\\d)π])(\\s*)(°C|°|%|[${LETTERS}]+\\.?(?:/[${LETTERS}]+\\.?)?(?:\\^?\\(?[23]\\)?)?|${WORD}(?:\\s+${WORD}){0,2})$`,
  'u',
);

/** "12 cm²", "50%", "6 razy": a constant followed by a unit or a label; null otherwise. */
export function readQuantity(text: string): Quantity | null {
  const match = TRAILER.exec(text.trim());
  if (!match) return null;
  const [, number = '', space = '', token = ''] = match;
  const unit = unitOf(token);
  const label = unit ? null : labelOf(token);
  if (!unit && !label) return null;
  // "sin 60°" is a sine, not an angle.
  if (FUNCTION_WORDS.test(number)) return null;
  const reading = readExpression(number);
  if (!reading || reading.variables.length > 0) return null;
  return { value: reading.constant, unit, label, glued: space === '' && /^[a-zA-Z]$/.test(token) };
}

function unitOf(token: string): Unit | null {
  const plain = token.replace(/\.$/, '').replace(/\.\//, '/').replace(/\.$/, '');
  const power = /^(mm|cm|dm|m|km)\^?\(?([23])\)?$/.exec(plain);
  const name = power
    ? `${power[1]}^${power[2]}`
    : (ALIASES.find(([pattern]) => pattern.test(plain))?.[1] ?? plain);
  const unit = UNITS.get(name);
  return unit ? { name, ...unit } : null;
}

function labelOf(token: string): string | null {
  const words = token.toLocaleLowerCase('pl').replace(/\./g, '').split(/\s+/);
  if (words.some((word) => word.length < 3 || NOT_LABELS.has(word) || !/^[a-ząćęłńóśźż]+$/.test(word)))
    return null;
  return words.join(' ');
}

/** Compares two values of which at least one has a unit or a label. */
export function compareQuantities(pupil: Quantity, reference: Quantity, close: Close, piIn: Sides): Verdict {
  const [p, r] = [pupil, reference];
  if (p.unit && r.unit) {
    if (p.unit.dimension !== r.unit.dimension) return 'different';
    return close(p.value * p.unit.factor, r.value * r.unit.factor) ? 'equal' : 'different';
  }
  if ((p.unit && r.label) || (p.label && r.unit)) return 'different';
  if (!close(p.value, r.value)) {
    // An angle against a bare value with π in it: the bare value is in radians (π/4 = 45°).
    const angle = p.unit?.dimension === 'angle' ? p : r.unit?.dimension === 'angle' ? r : null;
    const bareHasPi = angle === p ? piIn.reference : piIn.pupil;
    if (angle?.unit && bareHasPi) {
      const bare = angle === p ? r : p;
      return close(angle.value * angle.unit.factor, bare.value) ? 'equal' : 'different';
    }
    const percentOfBare = p.unit?.name === '%' && !r.unit && !r.label && close(p.value / 100, r.value);
    return percentOfBare ? 'equal' : 'different';
  }
  if (p.label && r.label) return sameWord(p.label, r.label) ? 'equal' : 'unparsable';
  return 'equal';
}

export interface Sides {
  pupil: boolean;
  reference: boolean;
}

/** "szt" and "sztuk", "biletów" and "biletow", "osób" and "osoby": one word, declined or cut short. */
function sameWord(a: string, b: string): boolean {
  const stem = (word: string) => word.normalize('NFD').replace(/\p{M}/gu, '').replace('ł', 'l').slice(0, 4);
  const [x, y] = [stem(a), stem(b)];
  return x.length >= 3 && y.length >= 3 && (x.startsWith(y) || y.startsWith(x));
}
