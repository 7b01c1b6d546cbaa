import type { RenderOptions } from '@gcw/shared/testing';
import { renderWithApp as renderPage } from '@gcw/shared/testing';
import type { ReactElement } from 'react';

import { USER } from './fixtures';
import { ScriptedUploads } from './scripted-uploads';

/**
 * The shared harness as the dashboard's pages meet it: signed in as a student, uploads answered
 * by `ScriptedUploads` with their progress, files chosen without the `accept` filter.
 */
export function renderWithApp(ui: ReactElement, options: RenderOptions = {}) {
  return renderPage(ui, {
    onUpload: (request, onProgress) => ScriptedUploads.take(request, onProgress),
    userEvent: { applyAccept: false },
    ...options,
    // `user: undefined` (a helper passing its own optional argument on) keeps the student.
    user: options.user === undefined ? USER : options.user,
  });
}
