import { isSectionUnlocked } from '@gcw/shared';
import type { RootState } from '@gcw/shared/store';
import { selectEventStatus, selectIsAdmin, useAppSelector } from '@gcw/shared/store';
import List from '@mui/material/List';
import ListSubheader from '@mui/material/ListSubheader';

import type { MenuChild } from './menu-items';
import { SidebarLink } from './sidebar-link';
import { useMenuGroups } from './use-menu-groups';

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

/** The admin menu for role admin, the participant menu for everyone else (R6.3). */
export function SidebarNav({
  iconOnly,
  onNavigate,
}: {
  iconOnly: boolean;
  onNavigate?: () => void;
}) {
  const admin = useAppSelector(selectIsAdmin);
  const isLocked = useIsLocked();
  const groups = useMenuGroups();
  return (
    <nav aria-label={admin ? 'Menu admin' : 'Menu peserta'}>
      {groups.map((group) => (
        <List
          key={group.label}
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
      ))}
    </nav>
  );
}
