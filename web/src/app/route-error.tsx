import Button from '@mui/material/Button';
import { useEffect, useState } from 'react';
import { isRouteErrorResponse, Link as RouterLink, useRouteError } from 'react-router';
import { PAGE_ERROR, TEXT } from '@pedalworks/domain/messages';
import { PageMessage } from '@/components/errors/page-message';
import { paths } from '@/config/paths';
import { ChunkLoadError, claimAutomaticReload } from './lazy-route';

/** The error itself is only logged; Retry is a reload, which fetches the current build. */
export function RouteError({ landmark }: { landmark?: 'main' | 'div' }) {
  const error = useRouteError();
  // Decided once, where the failed page's address is already the current one, so the reload
  // opens that page.
  const [reloading] = useState(
    () => error instanceof ChunkLoadError && claimAutomaticReload(error.chunk),
  );
  useEffect(() => {
    if (reloading) window.location.reload();
    else console.error(error);
  }, [reloading, error]);
  if (reloading) return null;
  if (error instanceof ChunkLoadError) {
    return (
      <PageMessage title={PAGE_ERROR.chunkFailed(error.chunk)} landmark={landmark}>
        <Button variant="contained" onClick={() => window.location.reload()}>
          {PAGE_ERROR.retry}
        </Button>
      </PageMessage>
    );
  }
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  return (
    <PageMessage title={notFound ? TEXT.notFound : PAGE_ERROR.pageFailed} landmark={landmark}>
      <Button variant="contained" component={RouterLink} to={paths.home}>
        {TEXT.goToHome}
      </Button>
    </PageMessage>
  );
}

/** Inside the dashboard: the side menu stays, and the page has its main landmark already. */
export function DashboardRouteError() {
  return <RouteError landmark="div" />;
}
