import type { AppDispatch } from '@gcw/shared/store';
import type { ComponentType } from 'react';

import type { Permission, PermissionScope } from '../contract/committee';
import type { EventName } from '../contract/event-name';
import type { GatedSection } from '../routes/stage-access';
import type { PageAccess } from './remote-areas';
import type { RemoteName } from './remote-names';

/** An icon the shell renders in the sidebar (an MUI icon component fits). */
export type MenuIcon = ComponentType<{ fontSize?: 'small' | 'medium' | 'large' | 'inherit' }>;

/** Lock rule inputs: the link stays locked until this event's status reaches the section. */
export interface PageGate {
  event: EventName;
  section: GatedSection;
}

/** A heading of the sidebar menu, itself a link (R2.29, R2.30: "Hackathon", "Admin Dashboard"). */
export interface MenuGroupDescriptor {
  id: string;
  label: string;
  path: string;
  icon: MenuIcon;
  order: number;
}

/** A page's entry under one of the remote's menu groups. */
export interface PageMenuEntry {
  group: string;
  label: string;
  icon: MenuIcon;
  order: number;
  gate?: PageGate;
}

/** One page a remote renders: where, for whom, under which title, and in which menu. */
export interface PageDescriptor {
  id: string;
  /** Absolute path inside the remote's area; `:name` segments are parameters. */
  path: string;
  /** Reported on each navigation as `<title> | <event name>` (R2.5). */
  title: string;
  access: PageAccess;
  menu?: PageMenuEntry;
  component: ComponentType;
}

/**
 * A page that starts the requests it needs before it can show its content when the app is
 * opened on it: the data then comes beside the page's code instead of after its first render.
 * The shell calls `prefetch` once, only for a signed-in user the page's access admits. A page
 * of its own type, since the contract counts any change to `PageDescriptor` as breaking.
 */
export interface PrefetchingPageDescriptor extends PageDescriptor {
  prefetch?: (dispatch: AppDispatch) => void;
}

/**
 * An admin page that only committee members holding one of these permissions (any scope) may
 * open: the shell leaves it out of their menu and sends them to a page they may open instead.
 * The API refuses the same calls on its own (403). Since @gcw/shared 2.23.
 */
export interface PermissionPageDescriptor extends PrefetchingPageDescriptor {
  permission?: Permission | readonly Permission[];
  /** The competition the page is about: a grant for another one does not open it. */
  permissionScope?: Exclude<PermissionScope, 'all'>;
}

/**
 * What each remote's exposed `./routes` module exports by default. The shell owns the router,
 * the guard, the layout and the sidebar and builds them from these descriptors at runtime, so
 * a remote adds or retitles its pages with its own deploy.
 */
export interface RemoteRoutesModule<R extends RemoteName = RemoteName> {
  remote: R;
  /** Sidebar groups this remote contributes; the menu shown depends on the user's role. */
  menuGroups?: readonly MenuGroupDescriptor[];
  pages: readonly PageDescriptor[];
}
