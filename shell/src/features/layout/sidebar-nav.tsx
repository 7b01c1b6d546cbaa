import { isSectionUnlocked } from '@gcw/shared';
import type { RootState } from '@gcw/shared/store';
import { selectEventStatus, selectIsAdmin, useAppSelector } from '@gcw/shared/store';
import List from '@mui/material/List';
import ListSubheader from '@mui/material/ListSubheader';
import { Fragment } from 'react';

import type { MenuChild, MenuGroup } from './menu-items';
import { RemoteMenuNotice } from './remote-menu-notice';
import { SidebarLink } from './sidebar-link';
import { useMenuSections } from './use-menu-sections';

function useIsLocked() {
  const hackathon = useAppSelector((state: RootState) => selectEventStatus(state, 'Hackathon'));
  const cp = useAppSelector((state: RootState) =>
    selectEventStatus(state, 'Competitive Programming'),
  );
  return (child: MenuChild) => {
    if (!child.gate) return false;
    const status = child.gate.event === 'Hackathon' ? hackathon : cp;
    return !isSectionUnlocked(status, child.gate.section);
  };
}

function MenuGroupList({
  group,
  iconOnly,
  isLocked,
  onNavigate,
}: {
  group: MenuGroup;
  iconOnly: boolean;
  isLocked: (child: MenuChild) => boolean;
  onNavigate?: () => void;
}) {
  return (
    <List
      dense
      subheader={
        iconOnly ? undefined : (
          <ListSubheader component="li" sx={{ lineHeight: '32px', bgcolor: 'transparent' }}>
            {group.label}
          </ListSubheader>
        )
      }
    >
      <SidebarLink
        label={group.label}
        path={group.path}
        icon={group.icon}
        iconOnly={iconOnly}
        onNavigate={onNavigate}
      />
      {iconOnly
        ? null
        : group.children.map((child) => (
            <SidebarLink
              key={child.label}
              label={child.label}
              path={child.path}
              icon={child.icon}
              iconOnly={false}
              nested
              locked={isLocked(child)}
              onNavigate={onNavigate}
            />
          ))}
    </List>
  );
}

/**
 * The admin menu for role admin, the participant menu for everyone else (R6.3). A refused
 * remote's notice stands where its entries begin.
 */
export function SidebarNav({
  iconOnly,
  onNavigate,
}: {
  iconOnly: boolean;
  onNavigate?: () => void;
}) {
  const admin = useAppSelector(selectIsAdmin);
  const isLocked = useIsLocked();
  const sections = useMenuSections();
  return (
    <nav aria-label={admin ? 'Menu admin' : 'Menu peserta'}>
      {sections.map((section) => (
        <Fragment key={section.remote}>
          {section.refused ? (
            <RemoteMenuNotice remote={section.remote} iconOnly={iconOnly} />
          ) : null}
          {section.groups.map((group) => (
            <MenuGroupList
              key={group.label}
              group={group}
              iconOnly={iconOnly}
              isLocked={isLocked}
              onNavigate={onNavigate}
            />
          ))}
        </Fragment>
      ))}
    </nav>
  );
}
