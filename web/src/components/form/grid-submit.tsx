import { Button, Grid, type ButtonProps } from '@mui/material';

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
