import {
  Paper,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
  type SxProps,
  type Theme,
} from '@mui/material';
import type { ReactNode } from 'react';
import { PageHold, type HoldPage } from '@/lib/page-hold';
import { visuallyHidden } from '@/theme/visually-hidden';
import { LoadFailed } from './load-failed';
import { PageSpinner } from './page-spinner';
import { Pager } from './pager';

interface PagedTableProps<T> {
  label: string;
  columns: readonly string[];
  page: {
    loading: boolean;
    failed?: boolean;
    items: T[];
    pageNumber: number;
    hasPrevious: boolean;
    hasNext: boolean;
    previous: () => void;
    next: () => void;
    /** Holds the rows still while a dialog of theirs is open (see PageHold). */
    hold?: HoldPage;
  };
  row: (item: T) => ReactNode;
  /** What shows instead of an empty table. */
  empty?: string;
}

/** On phones each row is a card, so that every column shows without sideways scrolling. */
const cardsOnPhones =
  (columns: readonly string[]): SxProps<Theme> =>
  (theme) => ({
    [theme.breakpoints.down('sm')]: {
      '& thead': visuallyHidden,
      '& tr': { display: 'block', py: 1, borderBottom: 1, borderColor: 'divider' },
      '& td': {
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'space-between',
        gap: 2,
        py: 0.5,
        borderBottom: 'none',
        overflowWrap: 'anywhere',
        textAlign: 'right',
      },
      '& td::before': { fontWeight: 600, textAlign: 'left', flexShrink: 0 },
      ...Object.fromEntries(
        columns.map((column, index) => [
          `& td:nth-of-type(${index + 1})::before`,
          { content: JSON.stringify(column) },
        ]),
      ),
    },
  });

const stay = () => {};

/** A short list read whole (a few dozen rows at most), as PagedTable's one page. */
export const wholeList = <T,>(loading: boolean, items: T[] | undefined, failed = false) => ({
  loading,
  failed,
  items: items ?? [],
  pageNumber: 1,
  hasPrevious: false,
  hasNext: false,
  previous: stay,
  next: stay,
});

/** A table of one page of a list (see usePagedQuery), with its spinner and pager. */
export function PagedTable<T>({ label, columns, page, row, empty }: PagedTableProps<T>) {
  if (page.failed) return <LoadFailed />;
  if (!page.loading && empty && page.items.length === 0 && page.pageNumber === 1) {
    return (
      <Paper sx={{ p: 3 }}>
        <Typography>{empty}</Typography>
      </Paper>
    );
  }
  return (
    <>
      {page.loading ? (
        <PageSpinner />
      ) : (
        <TableContainer component={Paper}>
          <Table aria-label={label} sx={cardsOnPhones(columns)}>
            <TableHead>
              <TableRow>
                {columns.map((column) => (
                  <TableCell key={column}>{column}</TableCell>
                ))}
              </TableRow>
            </TableHead>
            <PageHold.Provider value={page.hold}>
              <TableBody>{page.items.map(row)}</TableBody>
            </PageHold.Provider>
          </Table>
        </TableContainer>
      )}
      <Pager {...page} />
    </>
  );
}
