import {
  Box,
  Button,
  MenuItem,
  Stack,
  TableCell,
  TableRow,
  TextField,
  Typography,
} from '@mui/material';
import { useState, type FormEvent } from 'react';
import { AUDIT_ACTIONS, type AuditAction } from '@pedalworks/domain/roles';
import { STAFF_PAGE_TEXT, auditFieldsText } from '@pedalworks/domain/staff-pages';
import { PagedTable } from '@/components/ui/paged-table';
import { ApiError } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import {
  NO_AUDIT_FILTERS,
  downloadAuditCsv,
  useAuditLog,
  type AuditFilters,
} from '../api/audit-log';

const TEXT_FILTERS = [
  ['actor', STAFF_PAGE_TEXT.actor, 'email'],
  ['target', STAFF_PAGE_TEXT.target, 'text'],
  ['from', STAFF_PAGE_TEXT.from, 'date'],
  ['to', STAFF_PAGE_TEXT.to, 'date'],
] as const;

/** A refused filter (400) says why in the domain's words; anything else, that it failed. */
const failureOf = (error: unknown) =>
  error instanceof ApiError && error.status === 400 ? error.message : undefined;

/** The audit log, newest first, filtered, a page at a time, and its filtered range as CSV. */
export function Activity() {
  // What the form shows, and what was applied (the list follows the latter only).
  const [draft, setDraft] = useState<AuditFilters>(NO_AUDIT_FILTERS);
  const [filters, setFilters] = useState<AuditFilters>(NO_AUDIT_FILTERS);
  const log = useAuditLog(filters);
  const [busy, setBusy] = useState(false);
  const apply = (event: FormEvent) => {
    event.preventDefault();
    setFilters({ ...draft });
  };
  const download = async () => {
    setBusy(true);
    try {
      await downloadAuditCsv(filters);
    } catch (error) {
      toast(failureOf(error) ?? STAFF_PAGE_TEXT.downloadFailed, 'error');
    } finally {
      setBusy(false);
    }
  };
  const refusal = failureOf(log.error);
  return (
    <Stack spacing={2}>
      <Typography variant="h5" component="h1">
        {STAFF_PAGE_TEXT.activity}
      </Typography>
      <Box
        component="form"
        aria-label={STAFF_PAGE_TEXT.filters}
        onSubmit={apply}
        sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center' }}
      >
        {TEXT_FILTERS.map(([name, label, type]) => (
          <TextField
            key={name}
            size="small"
            name={name}
            label={label}
            type={type}
            value={draft[name]}
            onChange={(event) => setDraft({ ...draft, [name]: event.target.value })}
            slotProps={type === 'date' ? { inputLabel: { shrink: true } } : undefined}
          />
        ))}
        <TextField
          select
          size="small"
          name="action"
          label={STAFF_PAGE_TEXT.action}
          value={draft.action}
          onChange={(event) =>
            setDraft({ ...draft, action: event.target.value as AuditAction | '' })
          }
          sx={{ minWidth: 220 }}
        >
          <MenuItem value="">{STAFF_PAGE_TEXT.allActions}</MenuItem>
          {AUDIT_ACTIONS.map((action) => (
            <MenuItem key={action} value={action}>
              {STAFF_PAGE_TEXT.actionOf(action)}
            </MenuItem>
          ))}
        </TextField>
        <Button type="submit" variant="contained">
          {STAFF_PAGE_TEXT.applyFilters}
        </Button>
        <Button variant="outlined" disabled={busy} onClick={() => void download()}>
          {STAFF_PAGE_TEXT.download}
        </Button>
      </Box>
      {refusal ? (
        <Typography role="alert" color="error">
          {refusal}
        </Typography>
      ) : (
        <PagedTable
          label={STAFF_PAGE_TEXT.activityLog}
          columns={STAFF_PAGE_TEXT.columns}
          page={log}
          empty={STAFF_PAGE_TEXT.noActivity}
          row={(entry) => (
            <TableRow key={entry._id}>
              <TableCell>
                {new Date(entry.at).toLocaleString(undefined, {
                  dateStyle: 'medium',
                  timeStyle: 'short',
                })}
              </TableCell>
              <TableCell>{STAFF_PAGE_TEXT.actorOf(entry.actor.email, entry.actor.role)}</TableCell>
              <TableCell>{STAFF_PAGE_TEXT.actionOf(entry.action)}</TableCell>
              <TableCell sx={{ overflowWrap: 'anywhere' }}>{entry.target.path}</TableCell>
              <TableCell sx={{ overflowWrap: 'anywhere' }}>
                {auditFieldsText(entry.before)}
              </TableCell>
              <TableCell sx={{ overflowWrap: 'anywhere' }}>
                {auditFieldsText(entry.after)}
              </TableCell>
              <TableCell>{entry.reason ?? ''}</TableCell>
            </TableRow>
          )}
        />
      )}
      <Typography variant="body2" color="text.secondary">
        {STAFF_PAGE_TEXT.retention}
      </Typography>
    </Stack>
  );
}
