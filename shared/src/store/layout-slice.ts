import type { PayloadAction } from '@reduxjs/toolkit';
import { createSlice } from '@reduxjs/toolkit';

/** R4.10 "Sidebar layout": expanded or collapsed; the mobile drawer is open or closed separately. */
export interface LayoutState {
  sidebarExpanded: boolean;
  mobileDrawerOpen: boolean;
}

/** The sidebar starts collapsed (R2.25). */
export const initialLayoutState: LayoutState = { sidebarExpanded: false, mobileDrawerOpen: false };

export const layoutSlice = createSlice({
  name: 'layout',
  initialState: initialLayoutState,
  reducers: {
    sidebarExpandedSet: (state, action: PayloadAction<boolean>) => {
      state.sidebarExpanded = action.payload;
    },
    sidebarToggled: (state) => {
      state.sidebarExpanded = !state.sidebarExpanded;
    },
    mobileDrawerSet: (state, action: PayloadAction<boolean>) => {
      state.mobileDrawerOpen = action.payload;
    },
    mobileDrawerToggled: (state) => {
      state.mobileDrawerOpen = !state.mobileDrawerOpen;
    },
    /** The landing page closes the sidebar when it opens (R2.13). */
    sidebarClosed: (state) => {
      state.sidebarExpanded = false;
      state.mobileDrawerOpen = false;
    },
  },
  selectors: {
    selectSidebarExpanded: (state) => state.sidebarExpanded,
    selectMobileDrawerOpen: (state) => state.mobileDrawerOpen,
  },
});

export const {
  sidebarExpandedSet,
  sidebarToggled,
  mobileDrawerSet,
  mobileDrawerToggled,
  sidebarClosed,
} = layoutSlice.actions;
export const { selectSidebarExpanded, selectMobileDrawerOpen } = layoutSlice.selectors;
