import {
  Button,
  Paper,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { useId, useState } from 'react';
import { FAILED_MAIL_TEXT } from '@pedalworks/domain/mail';
import { PageSpinner } from '@/components/ui/page-spinner';
import { LoadFailed } from '@/components/ui/load-failed';
import { toast } from '@/lib/toast';
import { useFailedMail, useResendMail } from '../api/failed-mail';

/** The mails that kept failing for a day, each with Resend. */
export function FailedMail() {
  const headingId = useId();
  const failed = useFailedMail();
  const resend = useResendMail();
  const [busy, setBusy] = useState<string | null>(null);

  const run = async (key: string, action: () => Promise<[string, 'success' | 'error']>) => {
    setBusy(key);
    try {
      toast(...(await action()));
    } catch {
      toast(FAILED_MAIL_TEXT.resendFailed, 'error');
    } finally {
      setBusy(null);
    }
  };
  const resendOne = (id: string) =>
    run(id, async () => {
      const { outcome } = await resend.one(id);
      if (outcome === 'skipped') return [FAILED_MAIL_TEXT.skipped, 'error'];
      return [outcome === 'sent' ? FAILED_MAIL_TEXT.resent : FAILED_MAIL_TEXT.requeued, 'success'];
    });
  const resendAll = () =>
    run('all', async () => {
      const counts = await resend.all();
      return [FAILED_MAIL_TEXT.resentAll(counts.sent, counts.retry), 'success'];
    });

  const mails = failed.data ?? [];
  return (
    <Paper component="section" aria-labelledby={headingId} sx={{ p: 2 }}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', mb: 1 }}>
        <Typography id={headingId} variant="h6" component="h2" sx={{ flexGrow: 1 }}>
          {FAILED_MAIL_TEXT.heading}
        </Typography>
        {mails.length > 0 && (
          <Button variant="outlined" disabled={busy !== null} onClick={() => void resendAll()}>
            {FAILED_MAIL_TEXT.resendAll}
          </Button>
        )}
      </Stack>
      {failed.isError ? (
        <LoadFailed />
      ) : failed.isPending ? (
        <PageSpinner />
      ) : mails.length === 0 ? (
        <Typography variant="body2">{FAILED_MAIL_TEXT.none}</Typography>
      ) : (
        <>
          <Typography variant="body2" sx={{ mb: 1 }}>
            {FAILED_MAIL_TEXT.intro}
          </Typography>
          <TableContainer>
            <Table size="small" aria-label={FAILED_MAIL_TEXT.table}>
              <TableHead>
                <TableRow>
                  {FAILED_MAIL_TEXT.columns.map((column) => (
                    <TableCell key={column}>{column}</TableCell>
                  ))}
                </TableRow>
              </TableHead>
              <TableBody>
                {mails.map((mail) => (
                  <TableRow key={mail.id}>
                    <TableCell sx={{ overflowWrap: 'anywhere' }}>{mail.to}</TableCell>
                    <TableCell sx={{ overflowWrap: 'anywhere' }}>{mail.subject}</TableCell>
                    <TableCell sx={{ overflowWrap: 'anywhere' }}>{mail.error}</TableCell>
                    <TableCell>{mail.attempts}</TableCell>
                    <TableCell>
                      <Button
                        size="small"
                        aria-label={FAILED_MAIL_TEXT.resendOne(mail.subject)}
                        disabled={busy !== null}
                        onClick={() => void resendOne(mail.id)}
                      >
                        {FAILED_MAIL_TEXT.resend}
                      </Button>
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </TableContainer>
        </>
      )}
    </Paper>
  );
}
