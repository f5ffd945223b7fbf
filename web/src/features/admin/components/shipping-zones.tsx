import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import { Button, IconButton, Stack, TableCell, TableRow, Typography } from '@mui/material';
import { useState } from 'react';
import { formatPrice } from '@pedalworks/domain/format';
import { countryName, SHIPPING_PAGE_TEXT } from '@pedalworks/domain/pricing';
import { ConfirmDeleteDialog } from '@/components/ui/confirm-dialog';
import { PagedTable, wholeList } from '@/components/ui/paged-table';
import { toastApiFailure } from '@/lib/notify';
import { toast } from '@/lib/toast';
import { useDeleteShippingZone } from '../api/delete-shipping-zone';
import { useShippingZones, type StoredZone } from '../api/use-shipping-zones';
import { ZoneDialog } from './zone-dialog';

const dollars = (cents: number) => formatPrice(cents / 100);

const countriesOf = (zone: StoredZone) =>
  [
    ...zone.countries.map(countryName),
    ...(zone.fallback ? [SHIPPING_PAGE_TEXT.everyOtherCountry] : []),
  ].join(', ');

export function ShippingZones() {
  const zones = useShippingZones();
  const remove = useDeleteShippingZone();
  const [editing, setEditing] = useState<StoredZone | 'new' | null>(null);
  const [deleting, setDeleting] = useState<StoredZone | null>(null);

  const confirmDelete = async () => {
    if (!deleting) return;
    try {
      await remove.mutateAsync(deleting._id);
      toast(SHIPPING_PAGE_TEXT.deleted(deleting.name), 'success');
    } catch (error) {
      toastApiFailure(error, SHIPPING_PAGE_TEXT.deleteFailed);
    }
    setDeleting(null);
  };

  return (
    <Stack spacing={2}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography variant="h5" component="h1" sx={{ flexGrow: 1 }}>
          {SHIPPING_PAGE_TEXT.title}
        </Typography>
        <Button variant="contained" startIcon={<AddIcon />} onClick={() => setEditing('new')}>
          {SHIPPING_PAGE_TEXT.add}
        </Button>
      </Stack>
      <Typography variant="body2">{SHIPPING_PAGE_TEXT.intro}</Typography>
      <PagedTable
        label={SHIPPING_PAGE_TEXT.table}
        columns={SHIPPING_PAGE_TEXT.columns}
        page={wholeList(zones.isPending, zones.data, zones.isError)}
        empty={SHIPPING_PAGE_TEXT.none}
        row={(zone) => (
          <TableRow key={zone._id}>
            <TableCell>{zone.name}</TableCell>
            <TableCell>{countriesOf(zone)}</TableCell>
            <TableCell>{dollars(zone.rateCents)}</TableCell>
            <TableCell>
              {zone.freeFromCents === null ? SHIPPING_PAGE_TEXT.never : dollars(zone.freeFromCents)}
            </TableCell>
            <TableCell>{zone.fallback ? SHIPPING_PAGE_TEXT.yes : SHIPPING_PAGE_TEXT.no}</TableCell>
            <TableCell sx={{ whiteSpace: 'nowrap' }}>
              <IconButton
                aria-label={SHIPPING_PAGE_TEXT.edit(zone.name)}
                onClick={() => setEditing(zone)}
              >
                <EditIcon />
              </IconButton>
              <IconButton
                aria-label={SHIPPING_PAGE_TEXT.delete(zone.name)}
                color="error"
                onClick={() => setDeleting(zone)}
              >
                <DeleteIcon />
              </IconButton>
            </TableCell>
          </TableRow>
        )}
      />
      <ZoneDialog zone={editing} onClose={() => setEditing(null)} />
      <ConfirmDeleteDialog
        open={deleting !== null}
        question={SHIPPING_PAGE_TEXT.confirmDelete(deleting?.name ?? '')}
        warning={SHIPPING_PAGE_TEXT.deleteWarning}
        onCancel={() => setDeleting(null)}
        onConfirm={confirmDelete}
      />
    </Stack>
  );
}
