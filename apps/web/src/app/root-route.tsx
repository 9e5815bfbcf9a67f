import { useEffect } from 'react';
import { Outlet, ScrollRestoration } from 'react-router';
import { wantToaster } from '../lib/toast.ts';
import { whenIdle } from '../lib/when-idle.ts';

/** Top of the route tree: every layout renders below it. */
export function RootRoute() {
  // The first page has rendered: the toaster comes when the browser is next idle (lib/toast.ts).
  useEffect(() => whenIdle(wantToaster), []);
  return (
    <>
      <Outlet />
      <ScrollRestoration />
    </>
  );
}
