import { MenuItem, Select } from '@mui/material';
import { FormikField } from './formik-field';

interface Option<T extends string> {
  value: T;
  label: string;
}

/** A formik field that picks any number of `options`, shown by their labels, comma-separated. */
export function FormikMultiSelect<T extends string>({
  name,
  label,
  options,
}: {
  name: string;
  label: string;
  options: readonly Option<T>[];
}) {
  const labelOf = (value: T) => options.find((option) => option.value === value)?.label ?? value;
  return (
    <FormikField
      name={name}
      label={label}
      input={
        <Select<T[]> multiple renderValue={(values) => values.map(labelOf).join(', ')}>
          {options.map((option) => (
            <MenuItem key={option.value} value={option.value}>
              {option.label}
            </MenuItem>
          ))}
        </Select>
      }
    />
  );
}
