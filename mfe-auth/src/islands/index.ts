import { startAppBootIsland } from '@gcw/shared/islands';

/**
 * The prerendered sign-in and register pages' only script: the app starts as soon as the
 * visitor reaches for the form (or a link), so it has taken over by the time they submit; a
 * press on submit or on a password toggle before that is replayed once it has.
 */
startAppBootIsland({ intentTarget: 'form, a[href^="/"]' });
