import Box from '@mui/material/Box';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import type { Tool, ToolOption, ToolVariant } from '@pedalworks/domain/types';
import { soldOutOf, VARIANT_TEXT } from '@pedalworks/domain/variants';

/** The one asked for (`?variant=`), else the first orderable, else the first (sold out). */
export function shownVariant(
  tool: Pick<Tool, 'minimumOrder' | 'availableQuantity' | 'option'>,
  asked: string | null,
): ToolVariant | undefined {
  const variants = tool.option?.variants ?? [];
  return (
    variants.find((variant) => variant.id === asked) ??
    variants.find((variant) => !soldOutOf(tool, variant)) ??
    variants[0]
  );
}

interface VariantPickerProps {
  tool: Pick<Tool, 'minimumOrder' | 'availableQuantity'>;
  option: ToolOption;
  chosen: ToolVariant;
  onChoose: (variant: ToolVariant) => void;
}

/** A sold-out value stays in the row, saying so, and offers its back-in-stock e-mail. */
export function VariantPicker({ tool, option, chosen, onChoose }: VariantPickerProps) {
  const label = useId();
  return (
    <Box sx={{ mb: 2 }}>
      <Typography id={label} component="p" sx={{ fontWeight: 700, mb: 1 }}>
        {VARIANT_TEXT.pick(option.name)}
      </Typography>
      <ToggleButtonGroup
        exclusive
        size="small"
        color="primary"
        aria-labelledby={label}
        value={chosen.id}
        // A click on the chosen value answers null: it stays chosen.
        onChange={(_event, id: string | null) => {
          const variant = option.variants.find((candidate) => candidate.id === id);
          if (variant) onChoose(variant);
        }}
        // Separate chips that wrap, rather than one joined bar.
        sx={{
          flexWrap: 'wrap',
          gap: 1,
          '& .MuiToggleButtonGroup-grouped': {
            border: 1,
            borderColor: 'divider',
            borderRadius: 1,
            ml: 0,
          },
        }}
      >
        {option.variants.map((variant) => {
          const soldOut = soldOutOf(tool, variant);
          return (
            <ToggleButton
              key={variant.id}
              value={variant.id}
              sx={{
                flexDirection: 'column',
                textTransform: 'none',
                ...(soldOut && { color: 'text.secondary' }),
              }}
            >
              {variant.value}
              {soldOut && (
                <Typography variant="caption" component="span" sx={{ lineHeight: 1.2 }}>
                  {VARIANT_TEXT.soldOut}
                </Typography>
              )}
            </ToggleButton>
          );
        })}
      </ToggleButtonGroup>
    </Box>
  );
}
