import { Outlet, ScrollRestoration } from 'react-router';

/** Top of the route tree: every layout renders below it. */
export function RootRoute() {
  return (
    <>
      <Outlet />
      <ScrollRestoration />
    </>
  );
}
