import {
  Button,
  Chip,
  List,
  ListItem,
  ListItemText,
  MenuItem,
  Paper,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { useDeferredValue, useState } from 'react';
import { ADMIN_ROLE } from '@pedalworks/domain/constants';
import { DASHBOARD_TEXT, NOTICE, TEXT } from '@pedalworks/domain/messages';
import { ADMIN_TEXT } from '@pedalworks/domain/admin';
import { ROLES, ROLE_TEXT, hasRight, isStaffRole, type Role } from '@pedalworks/domain/roles';
import { STAFF_PAGE_TEXT } from '@pedalworks/domain/staff-pages';
import { ListSearch } from '@/components/ui/list-search';
import { PageSpinner } from '@/components/ui/page-spinner';
import { LoadFailed } from '@/components/ui/load-failed';
import { Pager } from '@/components/ui/pager';
import { ApiError } from '@/lib/api-client';
import { toastApiFailure } from '@/lib/notify';
import { useRole } from '@/lib/staff-role';
import { toast } from '@/lib/toast';
import { makeAdmin } from '../api/make-admin';
import { setRole } from '../api/set-role';
import { useAllUsers } from '../api/use-all-users';

/** The role select of a user's row: a change is sent at once, and the live list follows. */
function RoleSelect({ email, role }: { email: string; role: Role }) {
  const [busy, setBusy] = useState(false);
  const change = async (next: Role) => {
    setBusy(true);
    try {
      await setRole(email, next);
      toast(STAFF_PAGE_TEXT.roleChanged(email, next), 'success');
    } catch (error) {
      // The last admin (409) and a bad role (400) say why in the domain's words.
      toastApiFailure(error, STAFF_PAGE_TEXT.roleFailed);
    } finally {
      setBusy(false);
    }
  };
  return (
    <TextField
      select
      size="small"
      label={ROLE_TEXT.role}
      value={role}
      disabled={busy}
      onChange={(event) => void change(event.target.value as Role)}
      sx={{ minWidth: 140 }}
    >
      {ROLES.map((option) => (
        <MenuItem key={option} value={option}>
          {ROLE_TEXT.names[option]}
        </MenuItem>
      ))}
    </TextField>
  );
}

/** The users' list; roles change only for a caller with the right to give them. */
export function AllUsers() {
  const mayGiveRoles = hasRight(useRole().role, 'manageRoles');
  const [search, setSearch] = useState('');
  // Typing stays quick: the list follows the deferred value.
  const users = useAllUsers(useDeferredValue(search));
  const [promoting, setPromoting] = useState<string | null>(null);

  const promote = async (email: string) => {
    setPromoting(email);
    try {
      await makeAdmin(email);
      // The list is live: the user's new role shows as soon as the server writes it.
      toast(NOTICE.adminAdded, 'success');
    } catch (error) {
      if (error instanceof ApiError && error.status === 409) {
        // The account's email is not verified: the server says so in the domain's words.
        toast(error.message, 'error');
      } else if (!(error instanceof ApiError && error.status === 401)) {
        toast(NOTICE.adminFailed, 'error');
      }
    } finally {
      setPromoting(null);
    }
  };

  return (
    <Stack spacing={2}>
      <Typography variant="h5" component="h1">
        {DASHBOARD_TEXT.allUsers}
      </Typography>
      <ListSearch
        name="userSearch"
        label={ADMIN_TEXT.searchUsers}
        value={search}
        onChange={setSearch}
      />
      {users.failed ? (
        <LoadFailed />
      ) : users.loading ? (
        <PageSpinner />
      ) : (
        <Paper>
          <List aria-label={ADMIN_TEXT.usersList}>
            {users.items.length === 0 && search.trim() && (
              <ListItem>
                <ListItemText primary={ADMIN_TEXT.noUsersFound} />
              </ListItem>
            )}
            {users.items.map((user) => (
              <ListItem key={user._id} divider aria-label={user.email}>
                <ListItemText
                  // A name or address of any length wraps: the row never widens the page.
                  sx={{ overflowWrap: 'anywhere', minWidth: 0 }}
                  primary={user.name}
                  secondary={
                    <>
                      {user.email}
                      {/* Recorded by the server at sign-in; older profiles show it from then on. */}
                      {user.emailVerified !== undefined && user.providers && (
                        <>
                          <br />
                          {user.emailVerified
                            ? ADMIN_TEXT.emailVerified
                            : ADMIN_TEXT.emailNotVerified}
                          {' · '}
                          {ADMIN_TEXT.signInProvider(user.providers)}
                        </>
                      )}
                    </>
                  }
                />
                {mayGiveRoles && (
                  <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexShrink: 0 }}>
                    <RoleSelect
                      email={user.email}
                      role={isStaffRole(user.role) ? user.role : 'customer'}
                    />
                    {user.role === ADMIN_ROLE ? (
                      <Chip label={TEXT.alreadyAdmin} color="success" />
                    ) : (
                      <Button
                        variant="contained"
                        disabled={promoting === user.email}
                        onClick={() => void promote(user.email)}
                      >
                        {TEXT.makeAdmin}
                      </Button>
                    )}
                  </Stack>
                )}
              </ListItem>
            ))}
          </List>
        </Paper>
      )}
      <Pager {...users} />
    </Stack>
  );
}
