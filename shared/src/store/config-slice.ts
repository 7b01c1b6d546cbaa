import type { PayloadAction } from '@reduxjs/toolkit';
import { createSlice } from '@reduxjs/toolkit';

import type { AppConfig } from '../config/app-config';
import { DEFAULT_APP_CONFIG } from '../config/app-config';

export const configSlice = createSlice({
  name: 'config',
  initialState: DEFAULT_APP_CONFIG,
  reducers: {
    configLoaded: (_state, action: PayloadAction<AppConfig>) => action.payload,
  },
  selectors: {
    selectAppConfig: (state) => state,
    selectEventName: (state) => state.eventName,
  },
});

export const { configLoaded } = configSlice.actions;
export const { selectAppConfig, selectEventName } = configSlice.selectors;
