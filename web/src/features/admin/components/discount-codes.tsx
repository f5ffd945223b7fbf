import AddIcon from '@mui/icons-material/Add';
import { Button, Chip, Stack, TableCell, TableRow, Typography } from '@mui/material';
import { useState } from 'react';
import { categoryLabel } from '@pedalworks/domain/catalogue';
import { DISCOUNTS_PAGE_TEXT } from '@pedalworks/domain/pricing';
import type { StoredDiscountCode } from '@pedalworks/domain/pricing';
import { PagedTable, wholeList } from '@/components/ui/paged-table';
import { toastApiFailure } from '@/lib/notify';
import { toast } from '@/lib/toast';
import { usePauseDiscountCode } from '../api/pause-discount-code';
import { useDiscountCodes } from '../api/use-discount-codes';
import { CodeDialog } from './code-dialog';

const T = DISCOUNTS_PAGE_TEXT;

const discountOf = (code: StoredDiscountCode) =>
  code.kind === 'percent' ? T.percentOff(code.amount) : T.amountOff(code.amount);

const limitsOf = (code: StoredDiscountCode) =>
  [
    code.minSubtotalCents !== null ? T.minimum(code.minSubtotalCents) : '',
    code.maxUses !== null ? T.maxUsesLimit(code.maxUses) : '',
    code.maxUsesPerCustomer !== null ? T.perCustomerLimit(code.maxUsesPerCustomer) : '',
    (code.categories ?? []).map(categoryLabel).join(', '),
  ]
    .filter(Boolean)
    .join(' · ') || T.noLimits;

const when = (iso: string) => new Date(iso).toLocaleString();

const datesOf = (code: StoredDiscountCode) =>
  [code.startsAt ? T.from(when(code.startsAt)) : '', code.endsAt ? T.until(when(code.endsAt)) : '']
    .filter(Boolean)
    .join(' ') || T.always;

const usesOf = (code: StoredDiscountCode) =>
  [T.used(code.uses), code.reserved > 0 ? T.reserved(code.reserved) : '']
    .filter(Boolean)
    .join(' · ');

export function DiscountCodes() {
  const codes = useDiscountCodes();
  const pause = usePauseDiscountCode();
  const [creating, setCreating] = useState(false);

  const toggle = async (code: StoredDiscountCode) => {
    const paused = !code.paused;
    try {
      await pause.mutateAsync({ code: code.code, paused });
      toast(paused ? T.pausedNotice(code.code) : T.resumedNotice(code.code), 'success');
    } catch (error) {
      toastApiFailure(error, T.failed);
    }
  };

  return (
    <Stack spacing={2}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography variant="h5" component="h1" sx={{ flexGrow: 1 }}>
          {T.title}
        </Typography>
        <Button variant="contained" startIcon={<AddIcon />} onClick={() => setCreating(true)}>
          {T.create}
        </Button>
      </Stack>
      <PagedTable
        label={T.table}
        columns={T.columns}
        page={wholeList(codes.isPending, codes.data, codes.isError)}
        empty={T.none}
        row={(code) => (
          <TableRow key={code.code}>
            <TableCell>
              <strong>{code.code}</strong>
            </TableCell>
            <TableCell>{discountOf(code)}</TableCell>
            <TableCell>{limitsOf(code)}</TableCell>
            <TableCell>{datesOf(code)}</TableCell>
            <TableCell>{usesOf(code)}</TableCell>
            <TableCell>
              <Chip
                size="small"
                label={code.paused ? T.paused : T.active}
                color={code.paused ? 'default' : 'success'}
              />
            </TableCell>
            <TableCell>
              <Button
                size="small"
                variant="outlined"
                aria-label={code.paused ? T.resumeCode(code.code) : T.pauseCode(code.code)}
                disabled={pause.isPending}
                onClick={() => void toggle(code)}
              >
                {code.paused ? T.resume : T.pause}
              </Button>
            </TableCell>
          </TableRow>
        )}
      />
      <CodeDialog open={creating} onClose={() => setCreating(false)} />
    </Stack>
  );
}
