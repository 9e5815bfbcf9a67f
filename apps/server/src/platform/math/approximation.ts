/**
 * Whether a task's result is an approximation, and to how many decimal places: the task says so
 * ("w przybliżeniu", "z dokładnością do 0,01", "do części setnych", "zaokrąglij do dwóch miejsc po
 * przecinku"), or a printed result is visibly rounded (≈, or two decimal places or more: 201,06 for
 * 64π). The test solver then compares its recomputed value at that precision (`compareMathAnswers`
 * option `precision`). A whole number printed without such a sign stays exact: "3" is not 3,4.
 */

const ASKS =
  /przyblizeni|przyblizon|zaokragl|z dokladnoscia do|do czesci (?:dziesiatych|setnych|tysiecznych)|miejsc(?:a|e)? po przecinku|≈|\bokolo\b/;
const PARTS: Record<string, number> = { dziesiatych: 1, setnych: 2, tysiecznych: 3 };
const COUNTS: Record<string, number> = { jednego: 1, jednym: 1, dwoch: 2, dwu: 2, trzech: 3, czterech: 4 };
const WHOLE = /do (?:jednosci|calosci|liczby calkowitej|liczb calkowitych|pelnych)/;
const MAX_DECIMALS = 6;

/** Decimal places the result is rounded to, or null when it should be exact. */
export function roundedPrecision(task: string, printed: string[]): number | null {
  const text = plain(task);
  const asked = ASKS.test(text) || WHOLE.test(text);
  const requested = requestedDecimals(text);
  const rounded = printed.flatMap((answer) => {
    const decimals = decimalsOf(answer);
    if (decimals === null) return [];
    const visible = decimals >= 2 || /≈|około|ok\./i.test(answer);
    return asked || visible ? [decimals] : [];
  });
  if (asked && requested !== null) return Math.min(requested, ...rounded);
  return rounded.length > 0 ? Math.min(...rounded) : null;
}

function requestedDecimals(text: string): number | null {
  const part = /do czesci (dziesiatych|setnych|tysiecznych)/.exec(text);
  if (part) return PARTS[part[1] as string] ?? null;
  const places = /do (\d|jednego|jednym|dwoch|dwu|trzech|czterech) miejsc/.exec(text);
  if (places) return COUNTS[places[1] as string] ?? Number(places[1]);
  const unit = /z dokladnoscia do (\d+)(?:[.,](\d+))?/.exec(text);
  if (unit) return Math.min(unit[2]?.length ?? 0, MAX_DECIMALS);
  return WHOLE.test(text) ? 0 : null;
}

/** Decimal places of a result printed as one decimal number (with a unit or ≈); null for anything else. */
function decimalsOf(answer: string): number | null {
  const text = answer
    .trim()
    .replace(/^[a-zA-Z]\s*(?:=|≈)\s*/, '')
    .replace(/^(?:≈|około|ok\.)\s*/i, '')
    .replace(/[\s\u00a0](?=\d{3}\b)/g, '');
  const number = /^-?\d+(?:[.,](\d+))?/.exec(text);
  if (!number) return null;
  const rest = text.slice(number[0].length).replace(/\^?[23²³]/g, '');
  if (/[\dπ√/*^(]|pi|sqrt/.test(rest)) return null;
  return Math.min(number[1]?.length ?? 0, MAX_DECIMALS);
}

/** Lower case without Polish diacritics, so "przybliżeniu" and "przyblizeniu" read alike. */
const plain = (text: string) =>
  text
    .toLocaleLowerCase('pl')
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/ł/g, 'l')
    .replace(/\s+/g, ' ');
