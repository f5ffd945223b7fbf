import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import type { User } from 'firebase/auth';
import { lazy, Suspense, useState } from 'react';
import { DASHBOARD_TEXT } from '@pedalworks/domain/messages';
import { clearSession } from '@/lib/api-client';
import { useOpenedOnce } from '@/hooks/use-opened-once';

const AccountMenu = lazy(() =>
  import('./account-menu').then((module) => ({ default: module.AccountMenu })),
);

const nameOf = (user: User) => user.displayName ?? user.email ?? '';

/** The photo, else the initials of the name. */
function UserAvatar({ user }: { user: User }) {
  const name = nameOf(user);
  const initials = name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => word[0]!.toUpperCase())
    .join('');
  return (
    <Avatar
      src={user.photoURL ?? undefined}
      alt={name}
      sx={{ width: 32, height: 32, bgcolor: 'secondary.main', fontSize: '0.9rem' }}
    >
      {initials}
    </Avatar>
  );
}

/** On phones the avatar opens a menu with the name and Sign Out. */
export function UserBadge({ user }: { user: User }) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const opened = useOpenedOnce(Boolean(anchor));
  const name = nameOf(user);
  return (
    <>
      <Box
        sx={{ display: { xs: 'none', sm: 'flex' }, alignItems: 'center', gap: 1.5, minWidth: 0 }}
      >
        {user.photoURL ? (
          <UserAvatar user={user} />
        ) : (
          <Typography
            component="span"
            noWrap
            title={name}
            sx={{ fontWeight: 600, maxWidth: { sm: 160, lg: 260 } }}
          >
            {name}
          </Typography>
        )}
        <Button
          color="inherit"
          variant="outlined"
          sx={{ flexShrink: 0, whiteSpace: 'nowrap' }}
          onClick={() => void clearSession()}
        >
          Sign Out
        </Button>
      </Box>
      <IconButton
        color="inherit"
        aria-label={DASHBOARD_TEXT.account}
        aria-haspopup="menu"
        aria-expanded={Boolean(anchor)}
        onClick={(event) => setAnchor(event.currentTarget)}
        sx={{ display: { xs: 'inline-flex', sm: 'none' }, p: 0.5 }}
      >
        <UserAvatar user={user} />
      </IconButton>
      {opened && (
        <Suspense fallback={null}>
          <AccountMenu
            anchor={anchor}
            name={name}
            onClose={() => setAnchor(null)}
            onSignOut={() => void clearSession()}
          />
        </Suspense>
      )}
    </>
  );
}
