import { CODE_LENGTH } from '@kreda/shared/accounts';
import { TextField, type TextFieldProps } from './text-field.tsx';

/** The six-digit code from an e-mail or SMS: numeric keypad and the phone's code autofill. */
export function CodeField(props: Omit<TextFieldProps, 'type' | 'inputMode' | 'autoComplete'>) {
  return (
    <TextField
      type="text"
      inputMode="numeric"
      autoComplete="one-time-code"
      placeholder={'0'.repeat(CODE_LENGTH)}
      className="[&_input]:font-mono [&_input]:text-xl [&_input]:tracking-[0.3em]"
      {...props}
    />
  );
}

/** Digits only: "123 456" and "123-456" are what people paste. */
export function cleanCode(value: string): string {
  return value.replace(/\D/g, '');
}
