import { Outlet, ScrollRestoration } from 'react-router';
import { Spinner } from '../components/ui/spinner.tsx';

/** Top of the route tree: every layout renders below it. */
export function RootRoute() {
  return (
    <>
      <Outlet />
      <ScrollRestoration />
    </>
  );
}

/** Shown while the first page's lazy chunks load. */
export function RootFallback() {
  return (
    <div className="flex min-h-dvh items-center justify-center">
      <Spinner />
    </div>
  );
}
