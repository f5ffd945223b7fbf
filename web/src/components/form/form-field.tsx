import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput, { type OutlinedInputProps } from '@mui/material/OutlinedInput';
import type { SxProps, Theme } from '@mui/material/styles';
import { cloneElement, useId, type ReactElement, type ReactNode } from 'react';

/**
 * When a field's error shows, in every form: once the field is touched, that is once the person
 * has left it or submitted the form (which touches every field). A field whose effect shows at
 * once (an order's quantity and its total) starts touched.
 */
export function shownError(touched: boolean | undefined, error: string | undefined) {
  return touched && error ? error : undefined;
}

export interface FormFieldProps extends Omit<OutlinedInputProps, 'error' | 'label' | 'sx'> {
  name: string;
  label: ReactNode;
  /** The field's current error, shown by the rule of shownError. */
  error?: string;
  touched?: boolean;
  /** What the line under the field says while it shows no error. */
  helperText?: ReactNode;
  /** Another input in place of the text input (the tool form's category Select). */
  input?: ReactElement<object>;
  /** The styles of the whole field, of its input and of the line under it. */
  sx?: SxProps<Theme>;
  inputSx?: SxProps<Theme>;
  helperSx?: SxProps<Theme>;
}

/**
 * The one field of every form: a label, the input, and a line under it that holds the error
 * (read as the input's description) or the helper text. Built from TextField's parts, without
 * its Select, so that a page's first view does not bring menus and popovers.
 */
export function FormField({
  name,
  id: givenId,
  label,
  error,
  touched,
  helperText = ' ',
  input,
  required,
  fullWidth = true,
  sx,
  inputSx,
  helperSx,
  ...props
}: FormFieldProps) {
  const generatedId = useId();
  const id = givenId ?? `${name}${generatedId}`;
  const shown = shownError(touched, error);
  const labelId = `${id}-label`;
  const helperId = `${id}-helper-text`;
  const described = { id, name, 'aria-describedby': helperId, sx: inputSx, ...props };
  // A Select labelled like TextField's: by the label's id, drawn in the outlined input.
  const selectProps = { ...described, labelId, input: <OutlinedInput label={label} /> };
  return (
    <FormControl error={Boolean(shown)} required={required} fullWidth={fullWidth} sx={sx}>
      <InputLabel id={labelId} htmlFor={id}>
        {label}
      </InputLabel>
      {input ? cloneElement(input, selectProps) : <OutlinedInput {...described} label={label} />}
      <FormHelperText id={helperId} sx={helperSx}>
        {shown ?? helperText}
      </FormHelperText>
    </FormControl>
  );
}
