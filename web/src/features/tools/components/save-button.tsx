import FavoriteIcon from '@mui/icons-material/Favorite';
import FavoriteBorderIcon from '@mui/icons-material/FavoriteBorder';
import IconButton from '@mui/material/IconButton';
import { useState } from 'react';
import { SAVED_TEXT } from '@pedalworks/domain/saved';
import type { Tool } from '@pedalworks/domain/types';
import { useSavedToolIds, useToggleSaved } from '../api/use-saved-tools';

export function SaveButton({
  tool,
  variantId,
}: {
  tool: Pick<Tool, '_id' | 'name'>;
  variantId?: string;
}) {
  const ids = useSavedToolIds();
  const toggle = useToggleSaved();
  const [busy, setBusy] = useState(false);
  const saved = ids?.has(tool._id) ?? false;
  const click = async () => {
    setBusy(true);
    try {
      await toggle({ ...tool, variantId }, !saved);
    } finally {
      setBusy(false);
    }
  };
  return (
    <IconButton
      aria-label={SAVED_TEXT.save(tool.name)}
      aria-pressed={saved}
      disabled={busy}
      onClick={() => void click()}
      sx={{ color: saved ? 'error.main' : 'text.secondary' }}
    >
      {saved ? <FavoriteIcon /> : <FavoriteBorderIcon />}
    </IconButton>
  );
}
