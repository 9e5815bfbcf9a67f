import { useState } from 'react';
import { Button } from '../../components/ui/button.tsx';
import type { SharedKind } from './api/share-fragments.ts';
import { ShareDialog } from './share-dialog.tsx';

export interface ShareActionProps {
  kind: SharedKind;
  id: string;
  name: string;
}

/** "Udostępnij" on a word base's or a quiz's page, handed to the page by the app's routes. */
export function ShareAction({ kind, id, name }: ShareActionProps) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="secondary" className="self-start" aria-haspopup="dialog" onClick={() => setOpen(true)}>
        Udostępnij
      </Button>
      {open ? <ShareDialog kind={kind} id={id} name={name} onClose={() => setOpen(false)} /> : null}
    </>
  );
}
