import {
  Alert,
  Button,
  DialogActions,
  DialogContent,
  DialogTitle,
  Grid,
  MenuItem,
  Select,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { useFormik, validateYupSchema, yupToFormErrors } from 'formik';
import { STOCK_LOG_PAGE_SIZE } from '@pedalworks/domain/constants';
import { PAGE_ERROR } from '@pedalworks/domain/messages';
import { STOCK_TEXT } from '@pedalworks/domain/stock';
import { asDate } from '@pedalworks/domain/sales';
import { restockSchema } from '@pedalworks/domain/schemas';
import type { Tool } from '@pedalworks/domain/types';
import { VARIANT_TEXT, variantName } from '@pedalworks/domain/variants';
import { FormikField } from '@/components/form/formik-field';
import { FormikGridForm } from '@/components/form/formik-grid-form';
import { GridSubmit } from '@/components/form/grid-submit';
import { PageSpinner } from '@/components/ui/page-spinner';
import { toastApiFailure } from '@/lib/notify';
import { toast } from '@/lib/toast';
import { Dialog } from '@/components/ui/dialog';
import { restockTool } from '../api/restock-tool';
import { useLiveTool } from '../api/use-live-tool';
import { useStockLog } from '../api/use-stock-log';

/** A change as the history shows it: '+5', '-2'. */
const signed = (delta: number) => (delta > 0 ? `+${delta}` : String(delta));

/** The server moves the stock and logs it; a tool with sizes or fits moves one value's. */
function RestockForm({ tool }: { tool: Tool }) {
  const { option } = tool;
  const form = useFormik({
    initialValues: { delta: '', reason: '', variantId: '' },
    validate: async ({ variantId, ...values }) => {
      const errors = await validateYupSchema(values, restockSchema).then(
        () => ({}),
        yupToFormErrors<typeof values>,
      );
      return option && !variantId
        ? { ...errors, variantId: VARIANT_TEXT.variantRequired(option.name) }
        : errors;
    },
    onSubmit: async ({ variantId, ...values }, { resetForm }) => {
      const variant = option?.variants.find((candidate) => candidate.id === variantId);
      try {
        const moved = await restockTool(tool._id, {
          ...restockSchema.cast(values),
          ...(variant && { variantId: variant.id }),
        });
        toast(
          STOCK_TEXT.restocked(variantName(tool, variant), moved.stock ?? moved.availableQuantity),
          'success',
        );
        resetForm();
      } catch (error) {
        // The server's refusals (below 0, a bad change) say why in the domain's words.
        toastApiFailure(error, STOCK_TEXT.restockFailed);
      }
    },
  });
  return (
    <FormikGridForm form={form} label={STOCK_TEXT.restock(tool.name)}>
      {option && (
        <Grid size={12}>
          <FormikField
            name="variantId"
            label={option.name}
            input={
              <Select>
                {option.variants.map((variant) => (
                  <MenuItem key={variant.id} value={variant.id}>
                    {VARIANT_TEXT.valueWithStock(variant.value, variant.stock)}
                  </MenuItem>
                ))}
              </Select>
            }
          />
        </Grid>
      )}
      <Grid size={{ xs: 12, sm: 4 }}>
        <FormikField name="delta" label={STOCK_TEXT.delta} inputProps={{ inputMode: 'numeric' }} />
      </Grid>
      <Grid size={{ xs: 12, sm: 8 }}>
        <FormikField name="reason" label={STOCK_TEXT.reason} />
      </Grid>
      <GridSubmit label={STOCK_TEXT.apply} submitting={form.isSubmitting} />
    </FormikGridForm>
  );
}

/** The tool's newest stock changes, newest first, live. */
function StockHistory({ tool }: { tool: Tool }) {
  const { status, entries } = useStockLog(tool._id);
  if (status === 'loading') return <PageSpinner />;
  if (status === 'error') return <Alert severity="error">{PAGE_ERROR.pageFailed}</Alert>;
  if (entries.length === 0) return <Typography>{STOCK_TEXT.noHistory}</Typography>;
  return (
    <>
      <Typography variant="caption">{STOCK_TEXT.historyLimit(STOCK_LOG_PAGE_SIZE)}</Typography>
      <Table size="small" aria-label={STOCK_TEXT.history(tool.name)}>
        <TableHead>
          <TableRow>
            {STOCK_TEXT.historyColumns.map((column) => (
              <TableCell key={column}>{column}</TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {entries.map((entry) => (
            <TableRow key={entry._id}>
              <TableCell>
                {asDate(entry.at)?.toLocaleString(undefined, {
                  dateStyle: 'medium',
                  timeStyle: 'short',
                })}
              </TableCell>
              <TableCell>{signed(entry.delta)}</TableCell>
              <TableCell>
                {/* A variant's move: its own stock after, named by its value. */}
                {entry.variantValue
                  ? VARIANT_TEXT.valueWithStock(entry.variantValue, entry.after)
                  : entry.after}
              </TableCell>
              <TableCell sx={{ wordBreak: 'break-word' }}>{entry.reason}</TableCell>
              <TableCell sx={{ wordBreak: 'break-all' }}>{entry.by}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </>
  );
}

/** The tool read live by id, so that its stock moves as it changes, on whatever page it is. */
function RestockContent({ toolId }: { toolId: string }) {
  const { data: tool } = useLiveTool(toolId);
  return (
    <>
      <DialogTitle id="restock-title">{STOCK_TEXT.restock(tool?.name ?? '')}</DialogTitle>
      {tool && (
        <DialogContent sx={{ pt: 1 }}>
          <Stack spacing={2}>
            <Typography>{STOCK_TEXT.inStock(tool.availableQuantity)}</Typography>
            <RestockForm key={tool._id} tool={tool} />
            <Typography variant="h6" component="h3">
              {STOCK_TEXT.history(tool.name)}
            </Typography>
            <StockHistory tool={tool} />
          </Stack>
        </DialogContent>
      )}
    </>
  );
}

export function RestockDialog({ toolId, onClose }: { toolId: string | null; onClose: () => void }) {
  return (
    <Dialog open={toolId !== null} onClose={onClose} aria-labelledby="restock-title" fullWidth>
      {toolId && <RestockContent toolId={toolId} />}
      <DialogActions>
        <Button onClick={onClose}>{STOCK_TEXT.close}</Button>
      </DialogActions>
    </Dialog>
  );
}
