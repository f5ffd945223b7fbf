import { Alert, Box, Button, Paper, Typography } from '@mui/material';
import type { User } from 'firebase/auth';
import { useEffect, useState, type FormEvent } from 'react';
import { STOCK_WAIT_TEXT } from '@pedalworks/domain/stock-waits';
import type { Tool, ToolVariant } from '@pedalworks/domain/types';
import { variantName } from '@pedalworks/domain/order-line';
import { FormField } from '@/components/form/form-field';
import { ApiError } from '@/lib/api-client';
import { currentSession, loadFirebase, useCurrentUser } from '@/lib/session';
import { toast } from '@/lib/toast';
import type { MyWait } from '../api/watch-wait';

/** What is waited for: a tool, or one variant of it (then named 'Hex key · Size 5 mm'). */
interface Wanted {
  toolId: string;
  name: string;
  variantId?: string;
}

/** A signed-in customer with a verified address: one click sets or cancels their wait, live. */
function CustomerWait({ wanted, user }: { wanted: Wanted; user: User }) {
  // The customer's wait for the tool (null: none), which may be for another of its variants.
  const [wait, setWait] = useState<{ key: string; wait: MyWait | null } | undefined>();
  const [busy, setBusy] = useState(false);
  const { toolId, variantId, name } = wanted;
  const key = `${user.uid}/${toolId}`;
  useEffect(() => {
    let stop: (() => void) | undefined;
    let stopped = false;
    void import('../api/watch-wait').then(({ watchMyWait }) => {
      if (!stopped) stop = watchMyWait(user.uid, toolId, (now) => setWait({ key, wait: now }));
    });
    return () => {
      stopped = true;
      stop?.();
    };
  }, [user.uid, toolId, key]);
  const current = wait?.key === key ? wait.wait : undefined;
  // Waiting for what the page shows: the tool, or this variant of it (not another).
  const known =
    current === undefined ? undefined : current !== null && current.variantId === variantId;
  const toggle = async () => {
    setBusy(true);
    try {
      const { setMyWait } = await import('../api/watch-wait');
      await setMyWait(toolId, { uid: user.uid, email: user.email ?? '' }, !known, {
        variantId,
        replace: !known && Boolean(current),
      });
      toast(known ? STOCK_WAIT_TEXT.waitCancelled(name) : STOCK_WAIT_TEXT.waitSet(name), 'success');
    } catch {
      toast(STOCK_WAIT_TEXT.failed, 'error');
    } finally {
      setBusy(false);
    }
  };
  if (known === undefined) return null;
  return (
    <>
      {known && <Typography sx={{ mb: 1 }}>{STOCK_WAIT_TEXT.waiting}</Typography>}
      <Button
        variant={known ? 'outlined' : 'contained'}
        disabled={busy}
        onClick={() => void toggle()}
      >
        {known ? STOCK_WAIT_TEXT.cancel : STOCK_WAIT_TEXT.notifyMe}
      </Button>
    </>
  );
}

/** Anybody else gives an address, confirmed by the link of the mail the server sends. */
function EmailWait({ wanted, initial }: { wanted: Wanted; initial: string }) {
  const [email, setEmail] = useState(initial);
  const [error, setError] = useState<string | undefined>();
  const [sent, setSent] = useState(false);
  const [busy, setBusy] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    try {
      const { requestStockWait } = await import('../api/request-stock-wait');
      await requestStockWait(wanted.toolId, email, wanted.variantId);
      setError(undefined);
      setSent(true);
    } catch (failure) {
      if (failure instanceof ApiError && failure.status < 500) setError(failure.message);
      else toast(STOCK_WAIT_TEXT.failed, 'error');
    } finally {
      setBusy(false);
    }
  };
  if (sent) return <Alert severity="success">{STOCK_WAIT_TEXT.requested}</Alert>;
  return (
    <Box
      component="form"
      noValidate
      aria-label={STOCK_WAIT_TEXT.notifyMe}
      onSubmit={(event) => void submit(event)}
      sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'flex-start' }}
    >
      <FormField
        name="email"
        type="email"
        label={STOCK_WAIT_TEXT.email}
        value={email}
        onChange={(event) => setEmail(event.target.value)}
        error={error}
        touched={error !== undefined}
        fullWidth={false}
        sx={{ flex: '1 1 220px' }}
      />
      <Button type="submit" variant="contained" disabled={busy} sx={{ py: 1.8 }}>
        {STOCK_WAIT_TEXT.notifyMe}
      </Button>
    </Box>
  );
}

export function StockWait({
  tool,
  variant,
}: {
  tool: Pick<Tool, '_id' | 'name' | 'option'>;
  variant?: ToolVariant;
}) {
  const { user } = useCurrentUser();
  // Auth decides which of the two shows: a session the page has not restored yet (none was
  // kept in this tab) must not be offered the visitor's form first.
  const [authReady, setAuthReady] = useState(false);
  useEffect(() => {
    let current = true;
    void loadFirebase().then(() => current && setAuthReady(true));
    return () => {
      current = false;
    };
  }, []);
  if (!authReady || (currentSession().user?.uid ?? null) !== (user?.uid ?? null)) return null;
  const wanted: Wanted = {
    toolId: tool._id,
    variantId: variant?.id,
    name: variantName(tool, variant),
  };
  return (
    <Paper component="section" aria-labelledby="stock-wait" sx={{ p: 2, mt: 2 }}>
      <Typography id="stock-wait" variant="h6" component="h2" gutterBottom>
        {STOCK_WAIT_TEXT.heading}
      </Typography>
      {user?.emailVerified ? (
        <CustomerWait key={user.uid} wanted={wanted} user={user} />
      ) : (
        <EmailWait key={user?.uid ?? 'visitor'} wanted={wanted} initial={user?.email ?? ''} />
      )}
    </Paper>
  );
}
