import {
  Box,
  Paper,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import type { ReactNode } from 'react';
import { visuallyHidden } from '@/theme/visually-hidden';

/** A titled section of the sales page. */
export function Section({
  title,
  id,
  children,
}: {
  title: string;
  id: string;
  children: ReactNode;
}) {
  return (
    <Paper component="section" aria-labelledby={id} sx={{ p: 2 }}>
      <Typography id={id} variant="h6" component="h2" gutterBottom>
        {title}
      </Typography>
      {children}
    </Paper>
  );
}

/** A small table of label and value rows, with its caption for screen readers. */
export function FiguresTable({
  caption,
  head,
  rows,
  hidden = false,
}: {
  caption: string;
  head: readonly string[];
  rows: readonly (readonly ReactNode[])[];
  /** Shown to screen readers only: the chart above says the same on screen. */
  hidden?: boolean;
}) {
  return (
    <TableContainer sx={hidden ? visuallyHidden : undefined}>
      <Table size="small">
        <caption style={{ captionSide: 'top', textAlign: 'left', padding: 0 }}>
          <Box component="span" sx={visuallyHidden}>
            {caption}
          </Box>
        </caption>
        <TableHead>
          <TableRow>
            {head.map((cell) => (
              <TableCell key={cell} component="th" scope="col">
                {cell}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map(([first, ...rest], index) => (
            <TableRow key={index}>
              <TableCell component="th" scope="row">
                {first}
              </TableCell>
              {rest.map((cell, column) => (
                <TableCell key={column}>{cell}</TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
