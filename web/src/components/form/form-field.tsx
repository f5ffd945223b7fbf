import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';
import {
  cloneElement,
  useId,
  type ChangeEventHandler,
  type FocusEventHandler,
  type InputHTMLAttributes,
  type ReactElement,
  type ReactNode,
  type Ref,
} from 'react';

/** Shown once touched (left or submitted); a field whose effect shows at once starts touched. */
export function shownError(touched: boolean | undefined, error: string | undefined) {
  return touched && error ? error : undefined;
}

type TextInput = HTMLInputElement & HTMLTextAreaElement;

export interface FormFieldProps {
  name: string;
  label: ReactNode;
  id?: string;
  value?: unknown;
  onChange?: ChangeEventHandler<TextInput>;
  onBlur?: FocusEventHandler<TextInput>;
  error?: string;
  touched?: boolean;
  /** What the line under the field says while it shows no error. */
  helperText?: ReactNode;
  type?: string;
  autoComplete?: string;
  required?: boolean;
  readOnly?: boolean;
  disabled?: boolean;
  /** A text area of at least `minRows` rows instead of a one-line input. */
  multiline?: boolean;
  minRows?: number;
  inputRef?: Ref<HTMLInputElement>;
  /** More attributes of the input element (a number's min and max). */
  inputProps?: InputHTMLAttributes<HTMLInputElement>;
  /** Another input in place of the text input (the tool form's category Select). */
  input?: ReactElement<object>;
  fullWidth?: boolean;
  /** The styles of the whole field, of its label, of its input and of the line under it. */
  sx?: SxProps<Theme>;
  labelSx?: SxProps<Theme>;
  inputSx?: SxProps<Theme>;
  helperSx?: SxProps<Theme>;
}

/** Every form's field, of plain elements: MUI's TextField would add about 7 KB gzipped to `/`. */
export function FormField({
  name,
  id: givenId,
  label,
  value,
  onChange,
  onBlur,
  error,
  touched,
  helperText = ' ',
  type = 'text',
  required,
  multiline,
  minRows,
  inputRef,
  inputProps,
  input,
  fullWidth = true,
  sx,
  labelSx,
  inputSx,
  helperSx,
  ...attributes
}: FormFieldProps) {
  const generatedId = useId();
  const id = givenId ?? `${name}${generatedId}`;
  const shown = shownError(touched, error);
  const labelId = `${id}-label`;
  const helperId = `${id}-helper-text`;
  const common = {
    id,
    name,
    // Formik hands a number input's value over as a number, or '' when empty.
    value: (value ?? '') as string | number,
    onChange,
    onBlur,
    required,
    'aria-describedby': helperId,
    'aria-invalid': Boolean(shown),
  };
  // A Select is named by the label's id, like TextField's.
  const selectProps = { ...common, labelId, error: Boolean(shown), fullWidth: true };
  return (
    <Box sx={[{ width: fullWidth ? '100%' : undefined }, ...(Array.isArray(sx) ? sx : [sx])]}>
      <Box
        component="label"
        id={labelId}
        htmlFor={id}
        sx={[
          {
            display: 'block',
            mb: 0.5,
            typography: 'body2',
            color: shown ? 'error.main' : 'text.secondary',
          },
          ...(Array.isArray(labelSx) ? labelSx : [labelSx]),
        ]}
      >
        {label}
        {required && ' *'}
      </Box>
      {input ? (
        cloneElement(input, selectProps)
      ) : (
        <Box
          component={multiline ? 'textarea' : 'input'}
          ref={inputRef}
          type={multiline ? undefined : type}
          rows={multiline ? minRows : undefined}
          {...common}
          {...attributes}
          {...inputProps}
          sx={[
            {
              font: 'inherit',
              fontSize: '1rem',
              color: 'text.primary',
              bgcolor: attributes.readOnly ? 'action.hover' : 'background.paper',
              border: 1,
              borderColor: shown ? 'error.main' : 'grey.500',
              borderRadius: 1,
              px: 1.75,
              py: 2,
              width: '100%',
              boxSizing: 'border-box',
              resize: multiline ? 'vertical' : undefined,
              '&:hover': { borderColor: shown ? 'error.main' : 'text.primary' },
              '&:focus-visible': { outline: 2, outlineColor: 'primary.main', outlineOffset: 0 },
              '&:disabled': { color: 'text.disabled', borderColor: 'action.disabled' },
            },
            ...(Array.isArray(inputSx) ? inputSx : [inputSx]),
          ]}
        />
      )}
      <Box
        component="p"
        id={helperId}
        sx={[
          {
            typography: 'caption',
            m: 0,
            mt: 0.5,
            mx: 1.75,
            minHeight: '1.66em',
            color: shown ? 'error.main' : 'text.secondary',
          },
          ...(Array.isArray(helperSx) ? helperSx : [helperSx]),
        ]}
      >
        {shown ?? helperText}
      </Box>
    </Box>
  );
}
