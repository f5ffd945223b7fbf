import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import type { MouseEvent } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router';
import { HOME_SECTIONS } from './nav-items';

/** The Home entry's sub-menu; loaded on first opening (see navbar.tsx). */
export function HomeSectionsMenu({
  anchor,
  onClose,
}: {
  anchor: HTMLElement | null;
  onClose: () => void;
}) {
  const navigate = useNavigate();
  // The section is in the page as soon as the URL names it: the navigation is not left to a
  // transition, during which the URL already said /#review while the old page still showed.
  const go = (to: string) => (event: MouseEvent) => {
    onClose();
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) {
      return;
    }
    event.preventDefault();
    void navigate(to, { flushSync: true });
  };
  return (
    <Menu anchorEl={anchor} open={Boolean(anchor)} onClose={onClose}>
      {HOME_SECTIONS.map((item) => (
        <MenuItem key={item.label} component={RouterLink} to={item.to} onClick={go(item.to)}>
          {item.label}
        </MenuItem>
      ))}
    </Menu>
  );
}
