import { ROUTES } from '@kreda/shared/routes';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '../../components/ui/button.tsx';
import { DANGER_BUTTON_CLASS } from '../../components/ui/button-styles.ts';
import { signOut } from '../../lib/current-user.ts';
import { toast } from '../../lib/toast.ts';

/** "Wyloguj" (this device) and "Wyloguj ze wszystkich urządzeń" (every session of the account). */
export function SignOutSection() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [pending, setPending] = useState<'here' | 'everywhere' | null>(null);

  const leave = async (everywhere: boolean) => {
    setPending(everywhere ? 'everywhere' : 'here');
    try {
      await signOut(queryClient, { everywhere, leave: () => navigate(ROUTES.home, { replace: true }) });
      toast.success(everywhere ? 'Wylogowano ze wszystkich urządzeń.' : 'Wylogowano.');
    } catch {
      setPending(null);
      toast.error('Nie udało się wylogować. Sprawdź połączenie i spróbuj ponownie.');
    }
  };

  return (
    <div className="flex flex-col gap-3 sm:flex-row">
      <Button
        variant="secondary"
        disabled={pending !== null}
        aria-busy={pending === 'here' || undefined}
        onClick={() => void leave(false)}
      >
        Wyloguj
      </Button>
      <Button
        variant="ghost"
        className={DANGER_BUTTON_CLASS}
        disabled={pending !== null}
        aria-busy={pending === 'everywhere' || undefined}
        onClick={() => void leave(true)}
      >
        Wyloguj ze wszystkich urządzeń
      </Button>
    </div>
  );
}
