import { decimalPoints } from './answer-split.ts';
import { type Expr, readExpression } from './expression.ts';
import { type Quantity, readQuantity } from './quantity.ts';

/** One value of an answer: a number or an expression, with its unit or label if it has one. */
export interface Value {
  expr: Expr | null;
  quantity: Quantity | null;
  /** π in the text: a bare angle in radians. */
  hasPi: boolean;
}

/** Reads one value; null when it is neither an expression nor a quantity. */
export function readValue(source: string): Value | null {
  const text = decimalPoints(source.trim());
  if (text === '' || /[∈∪∖∞<>≤≥≠=;]/.test(text)) return null;
  const quantity = readQuantity(text);
  const expr = readExpression(text);
  return expr || quantity ? { expr, quantity, hasPi: /π|pi/.test(text) } : null;
}

/** The plain number a value stands for (no unit, no variable); null otherwise. */
export function numberOf(value: Value): number | null {
  if (value.quantity) return null;
  return value.expr && value.expr.variables.length === 0 ? value.expr.constant : null;
}
