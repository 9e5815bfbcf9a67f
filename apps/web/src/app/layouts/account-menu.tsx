import { ROUTES } from '@kreda/shared/routes';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { buttonClass } from '../../components/ui/button-styles.ts';
import { navItemClass } from '../../components/ui/link-styles.ts';
import { UserAvatar } from '../../components/ui/user-avatar.tsx';
import { signOut } from '../../lib/current-user.ts';
import { displayName } from '../../lib/display-name.ts';
import { useCurrentUser } from '../../lib/session-cache.ts';
import { toast } from '../../lib/toast.ts';
import { startTour, useCurrentTour } from '../../lib/tour.ts';

/** "?": the guided tour of the page on screen, again (shown only where a page has one). */
function TourButton() {
  const tour = useCurrentTour();
  if (!tour) return null;
  return (
    <button
      type="button"
      onClick={() => void startTour(tour)}
      aria-label="Przewodnik po tej stronie"
      title="Przewodnik po tej stronie"
      className={buttonClass('ghost', 'sm', 'min-h-11 min-w-11 px-0 text-lg font-bold')}
    >
      <span aria-hidden="true">?</span>
    </button>
  );
}

/** Right side of the signed-in top bar: the page's tour, who is signed in (→ settings) and "Wyloguj". */
export function AccountMenu() {
  const user = useCurrentUser();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [leaving, setLeaving] = useState(false);
  if (!user) return null;
  const name = displayName(user);

  const leave = async () => {
    setLeaving(true);
    try {
      await signOut(queryClient, { leave: () => navigate(ROUTES.home, { replace: true }) });
      toast.success('Wylogowano.');
    } catch {
      setLeaving(false);
      toast.error('Nie udało się wylogować. Sprawdź połączenie i spróbuj ponownie.');
    }
  };

  return (
    <div className="flex min-w-0 items-center gap-1 sm:gap-2">
      <TourButton />
      {/* From md up; on a phone the settings (the avatar) lead to it, the bar has no room. */}
      <Link to={ROUTES.billing} className={`${navItemClass} px-2 max-md:hidden`}>
        Plan i płatności
      </Link>
      <Link to={ROUTES.settings} className={`${navItemClass} min-w-0 gap-2 px-1.5 sm:px-2`}>
        <UserAvatar avatar={user.avatar} name={name} />
        <span className="sr-only">Ustawienia konta:</span>
        {/* Read on every screen, shown from sm up (a phone has room for the avatar only). */}
        <span className="sr-only sm:not-sr-only sm:block sm:max-w-48 sm:truncate">{name}</span>
      </Link>
      <button
        type="button"
        onClick={() => void leave()}
        disabled={leaving}
        aria-busy={leaving || undefined}
        className={buttonClass('ghost', 'sm', 'min-h-11 px-2.5 sm:px-3')}
      >
        Wyloguj
      </button>
    </div>
  );
}
