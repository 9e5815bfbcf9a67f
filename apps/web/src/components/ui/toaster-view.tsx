import { Toaster as SonnerToaster } from 'sonner';

/**
 * One toast at a time (spec point 9), with Polish labels for screen readers. It appears just below
 * the app's sticky header (64 px), never over it: a toast stays while the pointer rests on it, and
 * over the header it hid the way home and the account menu on a phone.
 */
export function ToasterView() {
  return (
    <SonnerToaster
      visibleToasts={1}
      position="top-center"
      offset={{ top: 76 }}
      mobileOffset={{ top: 72 }}
      closeButton
      containerAriaLabel="Powiadomienia"
      toastOptions={{ closeButtonAriaLabel: 'Zamknij powiadomienie' }}
    />
  );
}
