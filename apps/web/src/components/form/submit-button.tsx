import type { ReactNode } from 'react';
import { Button, type ButtonProps } from '../ui/button.tsx';

interface SubmitButtonProps extends Omit<ButtonProps, 'type'> {
  loading: boolean;
  /** Text while the request runs, e.g. "Logowanie…". */
  loadingText?: string;
  children: ReactNode;
}

/** Submit button that shows the request in flight: disabled, busy and with a spinner. */
export function SubmitButton({
  loading,
  loadingText,
  children,
  disabled,
  className = '',
  ...props
}: SubmitButtonProps) {
  return (
    <Button
      type="submit"
      disabled={disabled || loading}
      aria-busy={loading || undefined}
      className={`w-full ${className}`}
      {...props}
    >
      {loading ? (
        <svg
          aria-hidden="true"
          viewBox="0 0 24 24"
          className="size-5 motion-safe:animate-spin"
          fill="none"
          stroke="currentColor"
          strokeWidth="3"
        >
          <circle cx="12" cy="12" r="9" className="opacity-30" />
          <path d="M21 12a9 9 0 0 0-9-9" strokeLinecap="round" />
        </svg>
      ) : null}
      {loading && loadingText ? loadingText : children}
    </Button>
  );
}
