/** Error under a field: text plus an icon, so it does not rely on colour alone. */
export function FieldError({ id, message }: { id: string | undefined; message: string | null | undefined }) {
  if (!message) return null;
  return (
    <p id={id} className="flex items-start gap-1.5 text-sm font-medium text-red-700">
      <svg aria-hidden="true" viewBox="0 0 20 20" className="mt-0.5 size-4 shrink-0" fill="currentColor">
        <path d="M10 2a8 8 0 1 0 0 16 8 8 0 0 0 0-16Zm-.9 4h1.8v5.2H9.1V6Zm0 6.8h1.8v1.8H9.1v-1.8Z" />
      </svg>
      <span>{message}</span>
    </p>
  );
}
