import { Button, Grid, type ButtonProps } from '@mui/material';

/** A grid form's submit button, on its own row, disabled while the form submits. */
export function GridSubmit({
  label,
  submitting,
  color,
}: {
  label: string;
  submitting: boolean;
  color?: ButtonProps['color'];
}) {
  return (
    <Grid size={12}>
      <Button type="submit" variant="contained" color={color} disabled={submitting}>
        {label}
      </Button>
    </Grid>
  );
}
