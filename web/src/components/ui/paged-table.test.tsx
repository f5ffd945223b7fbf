import { render, screen } from '@testing-library/react';
import { expect, it } from 'vitest';
import { LIST_TEXT } from '@pedalworks/domain/lists';
import { PagedTable } from './paged-table';

const page = {
  loading: false,
  items: [] as string[],
  pageNumber: 1,
  hasPrevious: false,
  hasNext: false,
  previous: () => {},
  next: () => {},
};

it('shows its empty state instead of an empty table', () => {
  render(
    <PagedTable label="Orders" columns={['A']} page={page} row={() => null} empty="No orders" />,
  );
  expect(screen.getByText('No orders')).toBeInTheDocument();
  expect(screen.queryByRole('table')).toBeNull();
});

it('says a list that could not be read failed, rather than that it is empty', () => {
  render(
    <PagedTable
      label="Orders"
      columns={['A']}
      page={{ ...page, failed: true }}
      row={() => null}
      empty="No orders"
    />,
  );
  expect(screen.getByRole('alert')).toHaveTextContent(LIST_TEXT.loadFailed);
  expect(screen.queryByText('No orders')).toBeNull();
});
