import { type ReactNode, useEffect, useRef, useState } from 'react';
import { CodeField, cleanCode } from '../../components/form/code-field.tsx';
import { FormAlert } from '../../components/form/form-alert.tsx';
import { SubmitButton } from '../../components/form/submit-button.tsx';
import { Button } from '../../components/ui/button.tsx';
import { buttonClass } from '../../components/ui/button-styles.ts';
import { toast } from '../../lib/toast.ts';
import { useForm } from '../../lib/use-form.ts';

/*
 * One contact detail (e-mail or phone) with its change in two steps: the new value (and the
 * password) sends a code there; the code confirms it. Focus follows the steps, so a keyboard or
 * screen-reader user always lands on what to do next.
 */

type Step = 'shown' | 'details' | 'code';

export interface ContactChangeProps {
  /** "Adres e-mail", "Numer telefonu". */
  label: string;
  /** What is shown now ("Nie podano" when empty). */
  shown: string | null;
  /** "Zmień adres e-mail", "Dodaj numer telefonu". */
  startLabel: string;
  /** The form of step 1 (its own fields); calls `onSent` with the new value and the server's message. */
  renderDetails: (props: {
    onSent: (target: string, message: string) => void;
    onCancel: () => void;
  }) => ReactNode;
  /** Confirms the code for `target`; resolves with the toast. */
  confirm: (target: string, code: string) => Promise<string>;
  /** "Kod z e-maila", "Kod z SMS-a". */
  codeLabel: string;
}

function CodeStep({
  formLabel,
  target,
  sentMessage,
  codeLabel,
  confirm,
  onDone,
  onCancel,
}: {
  formLabel: string;
  target: string;
  sentMessage: string;
  codeLabel: string;
  confirm: ContactChangeProps['confirm'];
  onDone: () => void;
  onCancel: () => void;
}) {
  const form = useForm({
    initial: { code: '' },
    validate: (v) => ({ code: cleanCode(v.code).length === 6 ? null : 'Wpisz 6 cyfr kodu.' }),
    onSubmit: async ({ code }) => {
      toast.success(await confirm(target, cleanCode(code)));
      onDone();
    },
  });
  return (
    <form noValidate onSubmit={form.handleSubmit} aria-label={formLabel} className="flex flex-col gap-4">
      <p role="status" className="text-sm text-board-900">
        {sentMessage}
      </p>
      {form.formError ? <FormAlert>{form.formError}</FormAlert> : null}
      <CodeField label={codeLabel} {...form.field('code')} />
      <div className="flex flex-col gap-2 sm:flex-row">
        <SubmitButton loading={form.pending} loadingText="Sprawdzanie…" className="sm:w-auto">
          Potwierdź
        </SubmitButton>
        <Button variant="ghost" onClick={onCancel} disabled={form.pending}>
          Anuluj
        </Button>
      </div>
    </form>
  );
}

export function ContactChange(props: ContactChangeProps) {
  const [step, setStep] = useState<Step>('shown');
  const [sent, setSent] = useState<{ target: string; message: string } | null>(null);
  const box = useRef<HTMLDivElement>(null);
  const start = useRef<HTMLButtonElement>(null);
  const moved = useRef(false);

  useEffect(() => {
    if (!moved.current) return;
    if (step === 'shown') start.current?.focus();
    else box.current?.querySelector<HTMLInputElement>('input')?.focus();
  }, [step]);

  const go = (next: Step) => {
    moved.current = true;
    setStep(next);
  };

  return (
    <div ref={box} className="flex flex-col gap-4 rounded-xl border border-board-100 p-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div className="min-w-0">
          <p className="text-sm text-ink-muted">{props.label}</p>
          <p className="font-medium break-all text-board-950">{props.shown ?? 'Nie podano'}</p>
        </div>
        {step === 'shown' ? (
          <button
            ref={start}
            type="button"
            className={buttonClass('secondary', 'sm')}
            onClick={() => go('details')}
          >
            {props.startLabel}
          </button>
        ) : null}
      </div>
      {step === 'details'
        ? props.renderDetails({
            onSent: (target, message) => {
              setSent({ target, message });
              go('code');
            },
            onCancel: () => go('shown'),
          })
        : null}
      {step === 'code' && sent ? (
        <CodeStep
          formLabel={`Potwierdzenie zmiany: ${props.label.toLowerCase()}`}
          target={sent.target}
          sentMessage={sent.message}
          codeLabel={props.codeLabel}
          confirm={props.confirm}
          onDone={() => go('shown')}
          onCancel={() => go('shown')}
        />
      ) : null}
    </div>
  );
}
