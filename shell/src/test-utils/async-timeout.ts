import { configure } from '@testing-library/react';

/**
 * The signed-in layout is a lazy chunk: the first test of a file that opens a protected route
 * compiles and loads all of it, which takes over a second on a busy 2-core machine. findBy and
 * waitFor therefore wait up to 5 s (they still return as soon as the condition holds).
 */
configure({ asyncUtilTimeout: 5_000 });
