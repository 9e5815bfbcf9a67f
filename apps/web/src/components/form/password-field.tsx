import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@kreda/shared/accounts';
import { useState } from 'react';
import { TextField, type TextFieldProps } from './text-field.tsx';

/** The length rule shown under every new-password field (no composition rules, NIST 800-63B). */
export const PASSWORD_RULE = `Od ${PASSWORD_MIN_LENGTH} do ${PASSWORD_MAX_LENGTH} znaków. Łatwo zapamiętać kilka przypadkowych słów.`;

/** Password input with a show/hide toggle (typing on a phone is easier when you can see it). */
export function PasswordField(props: Omit<TextFieldProps, 'type' | 'trailing'>) {
  const [visible, setVisible] = useState(false);
  return (
    <TextField
      {...props}
      type={visible ? 'text' : 'password'}
      autoCapitalize="none"
      autoCorrect="off"
      spellCheck={false}
      trailing={
        <button
          type="button"
          aria-controls={props.id}
          aria-pressed={visible}
          aria-label={visible ? 'Ukryj hasło' : 'Pokaż hasło'}
          onClick={() => setVisible((v) => !v)}
          className="min-h-10 rounded-md px-3 text-sm font-semibold text-board-800 hover:bg-board-100"
        >
          {visible ? 'Ukryj' : 'Pokaż'}
        </button>
      }
    />
  );
}
