// Numbers as Polish writes them, without Intl: the page's first Intl formatter starts ICU, 60–100 ms
// of one long task on a phone (see dates.ts), for a decimal comma and a space.

/** U+00A0, the no-break space Polish groups thousands with (as `pl-PL` formats them). */
const GROUP = '\u00a0';

/** `value` rounded half away from zero to `digits` decimal places, from its shortest decimal form. */
function rounded(value: number, digits: number): number {
  const magnitude = Math.abs(value);
  const shortest = String(magnitude);
  // 1.005 is stored as 1.00499…; rounding its shortest form ("1.005") gives 1.01, as ICU does.
  const result = shortest.includes('e')
    ? Number(magnitude.toFixed(digits))
    : Number(`${Math.round(Number(`${shortest}e${digits}`))}e-${digits}`);
  return value < 0 ? -result : result;
}

/**
 * A number as `value.toLocaleString('pl-PL', { maximumFractionDigits })` writes it: rounded half
 * away from zero to at most `maximumFractionDigits` places, trailing zeros dropped, a decimal
 * comma, and the integer part grouped by threes with a no-break space from five digits on ("1234",
 * "12 345", "2,5").
 */
export function formatNumberPl(value: number, maximumFractionDigits = 0): string {
  if (!Number.isFinite(value)) return String(value);
  const number = rounded(value, maximumFractionDigits);
  const [whole = '0', fraction = ''] = Math.abs(number).toFixed(maximumFractionDigits).split('.');
  const digits = fraction.replace(/0+$/, '');
  const grouped = whole.length < 5 ? whole : whole.replace(/\B(?=(\d{3})+$)/g, GROUP);
  return `${number < 0 ? '-' : ''}${grouped}${digits ? `,${digits}` : ''}`;
}
