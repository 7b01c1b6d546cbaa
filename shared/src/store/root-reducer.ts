import { combineSlices } from '@reduxjs/toolkit';

import { api } from './api';
import { configSlice } from './config-slice';
import { layoutSlice } from './layout-slice';
import { sessionSlice } from './session-slice';

/** The one root reducer; remotes add their slices with `rootReducer.inject(slice)`. */
export const rootReducer = combineSlices(
  api,
  sessionSlice,
  layoutSlice,
  configSlice,
).withLazyLoadedSlices<Record<string, unknown>>();

export type RootState = ReturnType<typeof rootReducer>;
