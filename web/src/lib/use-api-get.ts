import { useEffect, useState } from 'react';
import { apiFetch } from '@/lib/api-client';

/**
 * A public GET of the REST API, asked again when `path` changes. A failure leaves `data`
 * undefined and is only logged (spec section 4).
 */
export function useApiGet<T>(path: string): { loading: boolean; data: T | undefined } {
  const [result, setResult] = useState<{ path: string; data: T | undefined } | null>(null);
  useEffect(() => {
    let current = true;
    apiFetch<T>(path)
      .catch((error: unknown) => {
        console.error(`GET /api${path} failed`, error);
        return undefined;
      })
      .then((data) => current && setResult({ path, data }));
    return () => {
      current = false;
    };
  }, [path]);
  return result?.path === path
    ? { loading: false, data: result.data }
    : { loading: true, data: undefined };
}
