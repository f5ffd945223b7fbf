import { Alert, Typography } from '@mui/material';
import { PAGE_ERROR } from '@pedalworks/domain/messages';
import { SALES_TEXT } from '@pedalworks/domain/sales';
import { STOCK_WAIT_TEXT } from '@pedalworks/domain/stock-waits';
import { PageSpinner } from '@/components/ui/page-spinner';
import { useMostWaitedFor } from '../api/use-stock-waits';
import { FiguresTable, Section } from './figures-table';

/** The sales page's tools people wait for, most waited for first: what to restock first. */
export function WaitingList() {
  const waiting = useMostWaitedFor();
  return (
    <Section id="sales-waiting" title={STOCK_WAIT_TEXT.waitingTitle}>
      {waiting.loading ? (
        <PageSpinner />
      ) : waiting.failed ? (
        <Alert severity="error">{PAGE_ERROR.pageFailed}</Alert>
      ) : waiting.tools.length === 0 ? (
        <Typography>{STOCK_WAIT_TEXT.noWaiting}</Typography>
      ) : (
        <FiguresTable
          caption={STOCK_WAIT_TEXT.waitingTable}
          head={[SALES_TEXT.tool, STOCK_WAIT_TEXT.people]}
          rows={waiting.tools.map((tool) => [tool.toolName, tool.count])}
        />
      )}
    </Section>
  );
}
