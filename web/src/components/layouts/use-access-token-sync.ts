import { onIdTokenChanged } from 'firebase/auth';
import { useEffect } from 'react';
import { ACCESS_TOKEN_KEY } from '@pedalworks/domain/constants';
import { auth } from '@/lib/firebase';

/**
 * Keeps localStorage accessToken fresh while signed in (ID tokens live an hour and Firebase
 * refreshes them), and drops it as soon as the session ends.
 */
export function useAccessTokenSync() {
  useEffect(
    () =>
      onIdTokenChanged(auth, (user) => {
        if (!user) {
          localStorage.removeItem(ACCESS_TOKEN_KEY);
          return;
        }
        void user.getIdToken().then((token) => localStorage.setItem(ACCESS_TOKEN_KEY, token));
      }),
    [],
  );
}
