import {
  Paper,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
} from '@mui/material';
import type { ReactNode } from 'react';
import { PageSpinner } from './page-spinner';
import { Pager } from './pager';

interface PagedTableProps<T> {
  label: string;
  columns: readonly string[];
  page: {
    loading: boolean;
    items: T[];
    pageNumber: number;
    hasPrevious: boolean;
    hasNext: boolean;
    previous: () => void;
    next: () => void;
  };
  row: (item: T) => ReactNode;
}

/** A table of one page of a list (see usePagedQuery), with its spinner and pager. */
export function PagedTable<T>({ label, columns, page, row }: PagedTableProps<T>) {
  return (
    <>
      {page.loading ? (
        <PageSpinner />
      ) : (
        <TableContainer component={Paper}>
          <Table aria-label={label}>
            <TableHead>
              <TableRow>
                {columns.map((column) => (
                  <TableCell key={column}>{column}</TableCell>
                ))}
              </TableRow>
            </TableHead>
            <TableBody>{page.items.map(row)}</TableBody>
          </Table>
        </TableContainer>
      )}
      <Pager {...page} />
    </>
  );
}
