import { Button, Stack, TextField, Typography } from '@mui/material';
import { useState } from 'react';
import { SALES_TEXT, dayKey } from '@pedalworks/domain/sales';
import { ApiError } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { downloadOrdersCsv } from '../api/export-orders';

/** The CSV export of the orders placed in a range of UTC days (this month so far by default). */
export function OrdersExport({ today }: { today: Date }) {
  const [from, setFrom] = useState(() => `${dayKey(today).slice(0, 8)}01`);
  const [to, setTo] = useState(() => dayKey(today));
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    try {
      await downloadOrdersCsv(from, to);
    } catch (error) {
      // A bad range: the server names it in the domain's words (400).
      const message =
        error instanceof ApiError && error.status === 400
          ? error.message
          : SALES_TEXT.downloadFailed;
      toast(message, 'error');
    } finally {
      setBusy(false);
    }
  };
  return (
    <Stack spacing={2}>
      <Typography>{SALES_TEXT.exportHint}</Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: 'center' }}>
        <TextField
          label={SALES_TEXT.from}
          type="date"
          value={from}
          onChange={(event) => setFrom(event.target.value)}
          slotProps={{ inputLabel: { shrink: true } }}
        />
        <TextField
          label={SALES_TEXT.to}
          type="date"
          value={to}
          onChange={(event) => setTo(event.target.value)}
          slotProps={{ inputLabel: { shrink: true } }}
        />
        <Button variant="contained" onClick={() => void download()} disabled={busy}>
          {SALES_TEXT.download}
        </Button>
      </Stack>
    </Stack>
  );
}
