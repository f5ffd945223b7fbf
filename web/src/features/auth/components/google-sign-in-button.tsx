import GoogleIcon from '@mui/icons-material/Google';
import Button from '@mui/material/Button';
import { useState } from 'react';
import { TEXT } from '@pedalworks/domain/messages';
import { providerErrorMessage } from '../api/auth-error-message';
import { signInWithGoogle } from '../api/sign-in-with-google';
import { useSignInAction } from './use-sign-in-action';

export function GoogleSignInButton() {
  const signIn = useSignInAction(signInWithGoogle, providerErrorMessage);
  const [busy, setBusy] = useState(false);
  const onClick = async () => {
    setBusy(true);
    if (!(await signIn(undefined))) setBusy(false);
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
