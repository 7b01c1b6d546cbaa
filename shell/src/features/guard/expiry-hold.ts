/**
 * R8.1 sends a user whose session could not be renewed to /, not to login. Until the user
 * moves on, the page that was open then is held: should its guard still be on screen when the
 * session ends (under load the page home may render late), it sends the user home instead of to
 * login. The next navigation elsewhere (a link, Back to that page) lets go, so a later signed-out
 * visit goes to login with its redirect as R2.3 says.
 */
let heldPath: string | null = null;

export function holdForExpiredSession(pathname: string) {
  heldPath = pathname;
}

export function isHeldForExpiredSession(pathname: string): boolean {
  return heldPath !== null && heldPath === pathname;
}

export function releaseExpiryHold() {
  heldPath = null;
}

interface RouterLike {
  subscribe: (listener: (state: { location: { pathname: string } }) => void) => () => void;
}

/** Lets go of the hold on the first navigation to a page other than home. */
export function releaseExpiryHoldOnNavigation(router: RouterLike): () => void {
  return router.subscribe((state) => {
    if (state.location.pathname !== '/') releaseExpiryHold();
  });
}
