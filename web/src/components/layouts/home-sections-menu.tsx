import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { Link as RouterLink } from 'react-router-dom';
import { HOME_SECTIONS } from './nav-items';

/** The Home entry's sub-menu; loaded on first opening (see navbar.tsx). */
export function HomeSectionsMenu({
  anchor,
  onClose,
}: {
  anchor: HTMLElement | null;
  onClose: () => void;
}) {
  return (
    <Menu anchorEl={anchor} open={Boolean(anchor)} onClose={onClose}>
      {HOME_SECTIONS.map((item) => (
        <MenuItem key={item.label} component={RouterLink} to={item.to} onClick={onClose}>
          {item.label}
        </MenuItem>
      ))}
    </Menu>
  );
}
