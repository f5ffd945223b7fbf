import Box from '@mui/material/Box';
import { FormField } from '@/components/form/form-field';

/** A search box above an admin's list, filtering it as one types. */
export function ListSearch({
  name,
  label,
  value,
  onChange,
}: {
  name: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
}) {
  return (
    <Box role="search" sx={{ maxWidth: 480 }}>
      <FormField
        name={name}
        type="search"
        label={label}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        autoComplete="off"
      />
    </Box>
  );
}
