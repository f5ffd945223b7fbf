import Divider from '@mui/material/Divider';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';

/** The phone's account menu: who is signed in, and Sign Out; loaded on first opening. */
export function AccountMenu({
  anchor,
  name,
  onClose,
  onSignOut,
}: {
  anchor: HTMLElement | null;
  name: string;
  onClose: () => void;
  onSignOut: () => void;
}) {
  return (
    <Menu anchorEl={anchor} open={Boolean(anchor)} onClose={onClose}>
      <MenuItem
        disabled
        sx={{
          '&.Mui-disabled': { opacity: 1 },
          fontWeight: 600,
          maxWidth: 260,
          whiteSpace: 'normal',
          overflowWrap: 'anywhere',
        }}
      >
        {name}
      </MenuItem>
      <Divider />
      <MenuItem
        onClick={() => {
          onClose();
          onSignOut();
        }}
      >
        Sign Out
      </MenuItem>
    </Menu>
  );
}
