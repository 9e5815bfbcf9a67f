// What an audit entry changed: the keys whose value differs between the row before and after
// (all of them for a row created or removed), each value as text.

export interface ChangedKey {
  key: string;
  before: string;
  after: string;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A value for reading: "—" for nothing, tak/nie, text as it is, anything else as JSON. */
export function valueText(value: unknown): string {
  if (value === null || value === undefined) return '—';
  if (typeof value === 'boolean') return value ? 'tak' : 'nie';
  if (typeof value === 'string') return value === '' ? '„”' : value;
  if (typeof value === 'number') return String(value).replace('.', ',');
  return JSON.stringify(value);
}

export function changedKeys(before: unknown, after: unknown): ChangedKey[] {
  const old = isRecord(before) ? before : {};
  const now = isRecord(after) ? after : {};
  const keys = [...new Set([...Object.keys(old), ...Object.keys(now)])];
  return keys
    .filter((key) => JSON.stringify(old[key]) !== JSON.stringify(now[key]))
    .map((key) => ({ key, before: valueText(old[key]), after: valueText(now[key]) }));
}
