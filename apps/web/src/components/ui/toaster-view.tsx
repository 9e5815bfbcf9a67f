import { Toaster as SonnerToaster } from 'sonner';

/** One toast at a time (spec point 9), with Polish labels for screen readers. */
export function ToasterView() {
  return (
    <SonnerToaster
      visibleToasts={1}
      position="top-center"
      closeButton
      containerAriaLabel="Powiadomienia"
      toastOptions={{ closeButtonAriaLabel: 'Zamknij powiadomienie' }}
    />
  );
}
