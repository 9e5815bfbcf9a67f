import { useEffect } from 'react';
import { Toaster as SonnerToaster } from 'sonner';
import { toasterMounted } from '../../lib/toast.ts';
import { useMediaQuery } from '../../lib/use-media-query.ts';

/**
 * One toast at a time (spec point 9), with Polish labels for screen readers. Never over the page's
 * title or the header: a toast stays while the pointer rests on it, and just below the header it
 * covered the title of the page a pupil had just opened ("Utworzono przestrzeń" over the new
 * workspace's name). On a phone it rises from the bottom, above the bottom bar (64 px and the
 * safe area), within thumb reach to close; on a wider screen it sits in the top right corner, beside
 * the left-aligned title, below the sticky header (64 px).
 */
const ABOVE_BOTTOM_BAR = 'calc(76px + env(safe-area-inset-bottom))';

export function ToasterView() {
  const wide = useMediaQuery('(min-width: 768px)');
  // sonner's toaster listens from its own mount effect, which runs before this one.
  useEffect(toasterMounted, []);
  return (
    <SonnerToaster
      visibleToasts={1}
      position={wide ? 'top-right' : 'bottom-center'}
      offset={{ top: 76, right: 16, bottom: ABOVE_BOTTOM_BAR }}
      mobileOffset={{ bottom: ABOVE_BOTTOM_BAR }}
      closeButton
      containerAriaLabel="Powiadomienia"
      toastOptions={{ closeButtonAriaLabel: 'Zamknij powiadomienie' }}
    />
  );
}
