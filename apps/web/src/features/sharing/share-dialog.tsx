import { ROUTES } from '@kreda/shared/routes';
import { type ReactNode, useRef, useState } from 'react';
import { FormAlert } from '../../components/form/form-alert.tsx';
import { TextField } from '../../components/form/text-field.tsx';
import { Button } from '../../components/ui/button.tsx';
import { DANGER_BUTTON_CLASS } from '../../components/ui/button-styles.ts';
import { Dialog, DialogBody, DialogFooter } from '../../components/ui/dialog.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { useCreateShareLink } from './api/create-share-link.ts';
import { useShareLink } from './api/get-share-link.ts';
import { useRevokeShareLink } from './api/revoke-share-link.ts';
import type { SharedKind } from './api/share-fragments.ts';

export interface ShareDialogProps {
  kind: SharedKind;
  /** The pupil's word base or quiz. */
  id: string;
  name: string;
  onClose: () => void;
}

const WHAT: Record<SharedKind, { noun: string; content: string }> = {
  WORD_BASE: { noun: 'tę bazę', content: 'jej nazwę i słowa' },
  QUIZ: { noun: 'ten quiz', content: 'jego nazwę i pytania' },
};

/** The link's full address, for pasting into a class chat. */
const linkUrl = (token: string) => new URL(ROUTES.sharedItem(token), window.location.origin).href;

/** Copies the text, or selects it in the field for the pupil to copy when the clipboard is closed. */
async function copyText(text: string, field: HTMLInputElement | null): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    field?.focus();
    field?.select();
    return false;
  }
}

/**
 * "Udostępnij": makes (or shows) the item's link, copies it, and stops sharing. A classmate with
 * the link sees only the item's own content and copies it into their account.
 */
export function ShareDialog({ kind, id, name, onClose }: ShareDialogProps) {
  const link = useShareLink(kind, id);
  const create = useCreateShareLink(kind, id);
  const revoke = useRevokeShareLink(kind, id);
  const field = useRef<HTMLInputElement>(null);
  const [status, setStatus] = useState<string | null>(null);
  const what = WHAT[kind];
  const error = create.error ?? revoke.error;

  const onCopy = async (url: string) => {
    const copied = await copyText(url, field.current);
    setStatus(copied ? 'Skopiowano link.' : 'Zaznaczono link – skopiuj go (Ctrl+C albo „Kopiuj” w menu).');
  };
  const onRevoke = (token: string) =>
    revoke.mutate(token, {
      onSuccess: () => setStatus('Link przestał działać. Kopie, które ktoś już zrobił, zostają u niego.'),
    });

  let body: ReactNode;
  if (link.isPending) body = <Spinner label="Sprawdzanie linku…" className="py-4" />;
  else if (link.isError) body = <FormAlert>{link.error.message}</FormAlert>;
  else if (!link.data)
    body = (
      <div className="flex flex-col items-start gap-4">
        <p>
          Każdy, kto dostanie link, zobaczy {what.content} i skopiuje {what.noun} na swoje konto. Nie zobaczy
          Twoich innych materiałów, przestrzeni ani wyników.
        </p>
        <Button
          onClick={() => create.mutate(undefined, { onSuccess: () => setStatus(null) })}
          disabled={create.isPending}
        >
          {create.isPending ? 'Tworzenie linku…' : 'Utwórz link'}
        </Button>
      </div>
    );
  else {
    const { token } = link.data;
    const url = linkUrl(token);
    body = (
      <div className="flex flex-col gap-4">
        <TextField
          ref={field}
          id="share-link"
          label="Link do udostępnienia"
          value={url}
          readOnly
          onFocus={(event) => event.currentTarget.select()}
          hint="Wyślij go kolegom z klasy. Możesz w każdej chwili przestać udostępniać."
        />
        <div className="flex flex-col gap-2 sm:flex-row">
          <Button onClick={() => void onCopy(url)}>Kopiuj link</Button>
          <Button
            variant="ghost"
            className={DANGER_BUTTON_CLASS}
            onClick={() => onRevoke(token)}
            disabled={revoke.isPending}
          >
            Przestań udostępniać
          </Button>
        </div>
      </div>
    );
  }

  return (
    <Dialog
      title={`Udostępnij „${name}”`}
      description="Link dla kolegów z klasy."
      onClose={onClose}
      variant="alert"
    >
      <DialogBody className="flex flex-col gap-4">
        {error ? <FormAlert>{error.message}</FormAlert> : null}
        {body}
        <p role="status" aria-live="polite" className="min-h-5 text-sm text-board-900">
          {status}
        </p>
      </DialogBody>
      <DialogFooter>
        <Button variant="secondary" onClick={onClose}>
          Gotowe
        </Button>
      </DialogFooter>
    </Dialog>
  );
}
