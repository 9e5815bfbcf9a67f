import type { ReactNode } from 'react';

// A word with a hyphen ("e-mail", "e-maila", "SMS-em"): letters and digits joined by hyphens.
const HYPHENATED = /([\p{L}\p{N}]+(?:-[\p{L}\p{N}]+)+)/u;

/**
 * The text with every hyphenated word kept on one line: a browser breaks a line after a hyphen,
 * and a heading ending in "e-" / "mail" reads badly. The words stay as typed (a plain hyphen), so
 * searching and screen readers see the same text.
 */
export function noBreakHyphens(text: string): ReactNode {
  const parts = text.split(HYPHENATED);
  if (parts.length === 1) return text;
  return parts.map((part, index) =>
    index % 2 === 1 ? (
      // The split alternates text and hyphenated words; their place is their identity.
      // biome-ignore lint/suspicious/noArrayIndexKey: see above
      <span key={index} className="whitespace-nowrap">
        {part}
      </span>
    ) : (
      part
    ),
  );
}
