import type { ReactNode } from 'react';

/** Form-level message: errors are announced at once (role="alert"), notes politely. */
export function FormAlert({
  children,
  tone = 'error',
  className = '',
}: {
  children: ReactNode;
  tone?: 'error' | 'info';
  className?: string;
}) {
  const styles =
    tone === 'error'
      ? 'border-red-200 bg-red-50 text-red-800'
      : 'border-board-200 bg-board-50 text-board-900';
  return (
    <div
      role={tone === 'error' ? 'alert' : 'status'}
      className={`rounded-lg border px-4 py-3 text-sm leading-relaxed ${styles} ${className}`}
    >
      {children}
    </div>
  );
}
