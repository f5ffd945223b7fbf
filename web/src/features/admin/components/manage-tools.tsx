import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import InventoryIcon from '@mui/icons-material/Inventory';
import {
  Avatar,
  Box,
  Button,
  Chip,
  DialogContent,
  DialogTitle,
  IconButton,
  Stack,
  TableCell,
  TableRow,
  Typography,
} from '@mui/material';
import { useDeferredValue, useState } from 'react';
import { shownPrice } from '@pedalworks/domain/format';
import { DASHBOARD_TEXT, NOTICE, TEXT } from '@pedalworks/domain/messages';
import { ADMIN_TEXT } from '@pedalworks/domain/admin';
import { STOCK_TEXT } from '@pedalworks/domain/stock';
import { SALES_TEXT } from '@pedalworks/domain/sales';
import type { Tool, ToolInput } from '@pedalworks/domain/types';
import { lowStocks, VARIANT_TEXT } from '@pedalworks/domain/variants';
import { ConfirmDeleteDialog } from '@/components/ui/confirm-dialog';
import { ListSearch } from '@/components/ui/list-search';
import { PagedTable } from '@/components/ui/paged-table';
import { firestore } from '@/lib/firestore';
import { runWithRefusals, useNotify } from '@/lib/notify';
import { Dialog } from '@/components/ui/dialog';
import { removeToolOption, saveToolOption } from '../api/tool-option';
import { deleteTool, updateTool } from '../api/tool-writes';
import { useAllTools } from '../api/use-all-tools';
import { useWaitingCount } from '../api/use-stock-waits';
import { OptionFields, useOptionForm } from './option-fields';
import { RestockDialog } from './restock-dialog';
import { ToolForm } from './tool-form';

/** Saved through the API, which owns the stock; its refusals (a value with open orders) say why. */
function ToolOptionForm({ tool, onSaved }: { tool: Tool; onSaved: () => void }) {
  const form = useOptionForm(tool.option, async (edit) => {
    const saved = await runWithRefusals(
      () => saveToolOption(tool._id, edit),
      VARIANT_TEXT.optionSaved(tool.name),
      VARIANT_TEXT.optionFailed,
    );
    if (saved) onSaved();
  });
  const remove = async () => {
    const removed = await runWithRefusals(
      () => removeToolOption(tool._id),
      VARIANT_TEXT.optionRemoved(tool.name),
      VARIANT_TEXT.optionFailed,
    );
    if (removed) onSaved();
  };
  return (
    <Box
      component="form"
      aria-label={VARIANT_TEXT.editorTitle}
      noValidate
      onSubmit={form.handleSubmit}
      sx={{ mt: 3 }}
    >
      <OptionFields form={form} />
      <Stack direction="row" spacing={1} sx={{ mt: 2 }}>
        <Button type="submit" variant="contained" disabled={form.isSubmitting}>
          {VARIANT_TEXT.saveOption}
        </Button>
        {tool.option && (
          <Button color="error" variant="outlined" onClick={() => void remove()}>
            {VARIANT_TEXT.removeOption}
          </Button>
        )}
      </Stack>
    </Box>
  );
}

function EditToolDialog({ tool, onClose }: { tool: Tool | null; onClose: () => void }) {
  const notify = useNotify();
  const save = async (input: ToolInput) => {
    if (!tool) return false;
    const saved = await notify(
      () => updateTool(firestore, tool._id, input),
      NOTICE.toolUpdated(input.name),
      NOTICE.toolAddFailed,
    );
    if (saved) onClose();
    return saved;
  };
  const title = ADMIN_TEXT.editTool(tool?.name ?? '');
  return (
    <Dialog open={tool !== null} onClose={onClose} aria-labelledby="edit-tool-title" fullWidth>
      <DialogTitle id="edit-tool-title">{title}</DialogTitle>
      <DialogContent sx={{ pt: 1 }}>
        {tool && (
          <>
            <ToolForm
              key={tool._id}
              label={title}
              initial={tool}
              submitLabel={DASHBOARD_TEXT.save}
              onSave={save}
            />
            <ToolOptionForm key={`${tool._id}-option`} tool={tool} onSaved={onClose} />
          </>
        )}
      </DialogContent>
    </Dialog>
  );
}

/** How many people wait for the tool to be back in stock. */
function WaitingCell({ toolId }: { toolId: string }) {
  return <TableCell>{useWaitingCount(toolId)}</TableCell>;
}

export function ManageTools() {
  const notify = useNotify();
  const [search, setSearch] = useState('');
  // Typing stays quick: the table follows the deferred value.
  const tools = useAllTools(useDeferredValue(search));
  const [editing, setEditing] = useState<Tool | null>(null);
  const [restocking, setRestocking] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<Tool | null>(null);

  const confirmDelete = async () => {
    if (!deleting) return;
    await notify(() => deleteTool(firestore, deleting._id), NOTICE.toolDeleted(deleting.name));
    setDeleting(null);
  };

  return (
    <Stack spacing={2}>
      <Typography variant="h5" component="h1">
        {DASHBOARD_TEXT.manageTools}
      </Typography>
      <ListSearch
        name="toolSearch"
        label={ADMIN_TEXT.searchTools}
        value={search}
        onChange={setSearch}
      />
      <PagedTable
        label={ADMIN_TEXT.toolsTable}
        columns={STOCK_TEXT.toolsColumns}
        page={tools}
        row={(tool) => (
          <TableRow key={tool._id}>
            <TableCell>
              <Avatar src={tool.img} alt={tool.name} variant="rounded" />
            </TableCell>
            <TableCell>{tool.name}</TableCell>
            <TableCell sx={{ maxWidth: 320 }}>{tool.description}</TableCell>
            <TableCell>{shownPrice(tool)}</TableCell>
            <TableCell>
              {tool.availableQuantity}
              {lowStocks(tool).some(Boolean) && (
                <Chip size="small" color="error" label={SALES_TEXT.lowStockBadge} sx={{ ml: 1 }} />
              )}
            </TableCell>
            <TableCell>{tool.minimumOrder}</TableCell>
            <WaitingCell toolId={tool._id} />
            <TableCell sx={{ whiteSpace: 'nowrap' }}>
              <IconButton
                aria-label={ADMIN_TEXT.editTool(tool.name)}
                onClick={() => setEditing(tool)}
              >
                <EditIcon />
              </IconButton>
              <IconButton
                aria-label={STOCK_TEXT.restock(tool.name)}
                onClick={() => setRestocking(tool._id)}
              >
                <InventoryIcon />
              </IconButton>
              <IconButton
                aria-label={ADMIN_TEXT.deleteTool(tool.name)}
                color="error"
                onClick={() => setDeleting(tool)}
              >
                <DeleteIcon />
              </IconButton>
            </TableCell>
          </TableRow>
        )}
      />
      <EditToolDialog tool={editing} onClose={() => setEditing(null)} />
      <RestockDialog toolId={restocking} onClose={() => setRestocking(null)} />
      <ConfirmDeleteDialog
        open={deleting !== null}
        question={TEXT.confirmDeleteTool(deleting?.name ?? '')}
        warning={TEXT.deletedToolCannotBeUndone}
        onCancel={() => setDeleting(null)}
        onConfirm={confirmDelete}
      />
    </Stack>
  );
}
