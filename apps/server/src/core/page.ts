import { badInput } from './domain-error.ts';

/** How a list is paged: its default and largest page size, and what one item is called („Zadań”). */
export interface PageRule {
  size: number;
  max: number;
  /** The genitive plural, capitalised, that the message about the page size starts with. */
  items: string;
}

/** The page (from 1) and page size of a paginated list, or BAD_USER_INPUT with Polish messages. */
export function pageOf(input: { page?: number | null; limit?: number | null }, rule: PageRule) {
  const page = input.page ?? 1;
  const limit = input.limit ?? rule.size;
  const fields: Record<string, string> = {};
  if (!Number.isInteger(page) || page < 1) fields.page = 'Strona: liczba całkowita od 1.';
  if (!Number.isInteger(limit) || limit < 1 || limit > rule.max)
    fields.limit = `${rule.items} na stronę: od 1 do ${rule.max}.`;
  if (Object.keys(fields).length) throw badInput(fields);
  return { page, limit };
}
