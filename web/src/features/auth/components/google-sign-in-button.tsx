import GoogleIcon from '@mui/icons-material/Google';
import Button from '@mui/material/Button';
import { useEffect, useState } from 'react';
import { TEXT } from '@pedalworks/domain/messages';
import { toast } from '@/lib/toast';
import { providerErrorMessage } from '../api/auth-error-message';
import { isGoogleRedirectPending } from '../api/google-redirect';
import { completeGoogleRedirect, signInWithGoogle } from '../api/sign-in-with-google';
import { useOrigin, useReturnToOrigin } from '../hooks/use-return-to-origin';

/** Back from a redirect, the sign-in completes here and goes on like the popup's. */
export function GoogleSignInButton() {
  const origin = useOrigin();
  const returnToOrigin = useReturnToOrigin();
  const [busy, setBusy] = useState(isGoogleRedirectPending);

  const fail = (error: unknown) => {
    toast(providerErrorMessage(error), 'error');
    setBusy(false);
  };

  useEffect(() => {
    if (!isGoogleRedirectPending()) return;
    completeGoogleRedirect().then(
      (returnTo) => (returnTo === null ? setBusy(false) : returnToOrigin(returnTo)),
      fail,
    );
    // Once, on arrival back from Google's page.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const onClick = async () => {
    setBusy(true);
    try {
      // While redirecting, the page is leaving: the button stays busy.
      if ((await signInWithGoogle(origin)) === 'signed-in') await returnToOrigin();
    } catch (error) {
      fail(error);
    }
  };
  return (
    <Button
      variant="outlined"
      fullWidth
      startIcon={<GoogleIcon />}
      disabled={busy}
      onClick={() => void onClick()}
    >
      {TEXT.continueWithGoogle}
    </Button>
  );
}
